import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLink } from './brand-link';
import { Card } from './card';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

/** A centred card of readable width that is the page's main content. */
export const BarePanel = styled(Card).attrs({ as: 'main' })`
  width: min(${({ theme }) => theme.layout.panelWidth}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The title of a bare page's card. */
export const BarePageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
`;

/**
 * A page outside the app's navigation (sign-in, a provider's consent, an e-mail's link): the
 * product's name above a centred column.
 */
export function BarePage({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <header>
        <BrandLink size="large" />
      </header>
      {children}
    </Frame>
  );
}
