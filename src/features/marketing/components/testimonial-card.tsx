import { Star } from 'lucide-react';
import styled from 'styled-components';
import { Card } from '@/components/card';
import type { Testimonial } from '../testimonials';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.warning};
`;

export function Rating({ value }: { value: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={18} aria-hidden="true" fill={i < value ? 'currentColor' : 'none'} />
      ))}
    </Stars>
  );
}

const Quote = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  figcaption {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One testimonial: its rating, the quote and who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, location, content, rating, category } = testimonial;
  return (
    <Quote>
      <Rating value={rating} />
      <blockquote>“{content}”</blockquote>
      <figcaption>
        <strong>{name}</strong>
        <small>
          {role}, {location} · {category}
        </small>
      </figcaption>
    </Quote>
  );
}
