import { HeartPulse } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Logo = styled(Link)<{ $large: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  font-size: ${({ theme, $large }) => ($large ? theme.font.size.xl : theme.font.size.lg)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Name = styled.span<{ $hideOnPhones: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    display: ${({ $hideOnPhones }) => ($hideOnPhones ? 'none' : 'inline')};
  }
`;

interface BrandLinkProps {
  size?: 'regular' | 'large';
  /** Show only the mark on phones, where the top bar is short of room. */
  compactOnPhones?: boolean;
}

/** The product's mark and name, linking home; on phones without the name it is named by aria-label. */
export function BrandLink({ size = 'regular', compactOnPhones = false }: BrandLinkProps) {
  return (
    <Logo to="/" $large={size === 'large'} aria-label="Vitalis home">
      <HeartPulse size={size === 'large' ? 28 : 26} aria-hidden="true" />
      <Name $hideOnPhones={compactOnPhones}>Vitalis</Name>
    </Logo>
  );
}
