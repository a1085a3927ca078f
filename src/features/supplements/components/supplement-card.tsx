import { AlertTriangle, ShoppingCart, Star } from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import type { Supplement } from '../api';
import { formatNumber } from '@/lib/format-number';

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tags = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primarySoft};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.font.size.sm};
  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.warning};
  }
`;

const Bottom = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Rating = styled(Muted)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Prices shown in dollars with two decimals: "$24.99", "$1,200.00". */
export const priceText = (price: number) =>
  `$${formatNumber(price, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface SupplementCardProps {
  supplement: Supplement;
  /** The recommendation's reason, on the Recommended tab. */
  reason?: string;
  adding: boolean;
  onAdd: (supplement: Supplement) => void;
}

/** A supplement: name, dosage, description, why (when recommended), benefits, price, Add to Cart. */
export function SupplementCard({ supplement, reason, adding, onAdd }: SupplementCardProps) {
  const titleId = `supplement-${supplement.id}`;
  return (
    <Item aria-labelledby={titleId}>
      <div>
        <Name id={titleId}>{supplement.name}</Name>
        <Muted>{supplement.dosage}</Muted>
      </div>
      <p>{supplement.description}</p>
      {reason && (
        <Reason>
          <strong>Why for you: </strong>
          {reason}
        </Reason>
      )}
      <Tags aria-label="Benefits">
        {supplement.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </Tags>
      {supplement.interactions.length > 0 && (
        <Warning>
          <AlertTriangle size={16} aria-hidden="true" />
          Interacts with {supplement.interactions.map((item) => item.medication).join(' and ')}
        </Warning>
      )}
      <Rating>
        <Star size={14} aria-hidden="true" />
        {supplement.rating.toFixed(1)} · {formatNumber(supplement.reviews)} reviews
      </Rating>
      <Bottom>
        <Price>{priceText(supplement.price)}</Price>
        <Button
          type="button"
          aria-label={`Add to Cart: ${supplement.name}`}
          disabled={adding}
          onClick={() => onAdd(supplement)}
        >
          <ShoppingCart size={16} aria-hidden="true" />
          Add to Cart
        </Button>
      </Bottom>
    </Item>
  );
}
