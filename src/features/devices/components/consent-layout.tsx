import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLink } from '@/components/brand-link';
import { Card } from '@/components/card';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card).attrs({ as: 'main' })`
  width: min(${({ theme }) => theme.layout.panelWidth}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
`;

/** A provider's (simulated) authorization page: a centred card under the product's name. */
export function ConsentLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame>
      <header>
        <BrandLink size="large" />
      </header>
      <Panel>
        <Title>{title}</Title>
        {children}
      </Panel>
    </Frame>
  );
}
