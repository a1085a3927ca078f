import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Card, CardTitle, Muted } from '@/components/card';
import { SeverityBadge } from '@/components/severity-badge';
import type { Interaction } from '../api';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pair = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Source = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
  text-align: center;
  > svg {
    color: ${({ theme }) => theme.color.success};
  }
`;

/** The note every list of interactions carries: this is a demo table, not a drug database. */
export function DemoTableNote() {
  return (
    <Muted>
      Checked against a small demo table of well-documented pairs (drug labels and NIH fact sheets),
      not a complete interaction database. Not medical advice: ask your pharmacist or doctor before
      changing anything.
    </Muted>
  );
}

/** Interaction Check: each interaction among the user's medicines, or none found. */
export function InteractionsTab({ interactions }: { interactions: Interaction[] }) {
  if (interactions.length === 0) {
    return (
      <Empty>
        <ShieldCheck size={36} aria-hidden="true" />
        <CardTitle>No Interactions Found</CardTitle>
        <DemoTableNote />
      </Empty>
    );
  }
  return (
    <>
      <DemoTableNote />
      <List aria-label="Interactions">
        {interactions.map((item) => (
          <Item key={item.id}>
            <Top>
              <Pair>
                {item.medication1} + {item.medication2}
              </Pair>
              <SeverityBadge severity={item.severity} />
            </Top>
            <p>{item.description}</p>
            <Source>Source: {item.source}</Source>
          </Item>
        ))}
      </List>
    </>
  );
}
