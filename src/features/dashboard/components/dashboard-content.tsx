import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BodyDiagram } from '@/components/body-diagram';
import { CardTitle, Muted } from '@/components/card';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { Dashboard } from '../api';
import { AlertList } from './alert-list';
import { Columns, Section, SectionHeader } from './dashboard-layout';
import { StatCard, StatGrid } from './stat-card';

const SideColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

/**
 * The dashboard's body: the six stat cards, the body systems and the alerts; `actions` is the
 * signed-in dashboard's Quick Actions, or the live demo's sign-up call to action.
 */
export function DashboardContent({ data, actions }: { data: Dashboard; actions: ReactNode }) {
  const statsId = useId();
  const systemsId = useId();
  const alertsId = useId();
  return (
    <>
      <section aria-labelledby={statsId}>
        <VisuallyHidden as="h2" id={statsId}>
          Health summary
        </VisuallyHidden>
        <StatGrid aria-labelledby={statsId}>
          {data.cards.map((card) => (
            <StatCard key={card.id} card={card} />
          ))}
        </StatGrid>
      </section>
      <Columns>
        <Section aria-labelledby={systemsId}>
          <SectionHeader>
            <CardTitle id={systemsId}>Health System Overview</CardTitle>
            <Muted>Each system takes the colour of its readings. Choose one to see them.</Muted>
          </SectionHeader>
          <BodyDiagram systems={data.bodySystems} />
        </Section>
        <SideColumn>
          {actions}
          <Section aria-labelledby={alertsId}>
            <CardTitle id={alertsId}>Health Alerts &amp; Recommendations</CardTitle>
            <AlertList alerts={data.alerts} label="Health alerts and recommendations" />
          </Section>
        </SideColumn>
      </Columns>
    </>
  );
}
