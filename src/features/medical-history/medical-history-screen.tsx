import styled from 'styled-components';
import { BodyDiagram } from '@/components/body-diagram';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageTitle, plainList, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { StatusDot, statusTone } from '@/components/status-badge';
import { allQueries, QueryBoundary } from '@/components/load-states';
import { TabbedView } from '@/components/tabs';
import { oneOf, useUrlState } from '@/lib/url-state';
import { useConditions, useSurgeries, type Condition, type Surgery } from './api';
import { bodySystemsOf } from './body-systems';
import { AddConditionForm, AddSurgeryForm } from './components/add-forms';
import { ConditionList, SurgeryList } from './components/entry-lists';
import { formatMonth, statusText } from './format';

const TABS = [
  { value: 'surgeries', label: 'Past Surgeries' },
  { value: 'conditions', label: 'Medical Conditions' },
] as const;

/** The tab in the address (`?tab=conditions`), Past Surgeries by default. */
const VIEW = { tab: oneOf(TABS.map((tab) => tab.value)) };

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const SummaryList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

function Summary({ surgeries, conditions }: { surgeries: Surgery[]; conditions: Condition[] }) {
  return (
    <Card>
      <Stack>
        <CardTitle>Summary</CardTitle>
        <Stack $gap="sm">
          <CardTitle as="h3">Current Conditions</CardTitle>
          {conditions.length === 0 ? (
            <Muted>No medical conditions recorded</Muted>
          ) : (
            <SummaryList aria-label="Current conditions">
              {conditions.map((condition) => (
                <li key={condition.id}>
                  <StatusDot $tone={statusTone(condition.status)} />
                  <span>{condition.name}</span>
                  <Muted as="span">{statusText(condition.status)}</Muted>
                </li>
              ))}
            </SummaryList>
          )}
        </Stack>
        <Stack $gap="sm">
          <CardTitle as="h3">Past Surgeries</CardTitle>
          {surgeries.length === 0 ? (
            <Muted>No surgeries recorded</Muted>
          ) : (
            <SummaryList aria-label="Past surgeries summary">
              {surgeries.map((surgery) => (
                <li key={surgery.id}>
                  <span>{surgery.type}</span>
                  <Muted as="span">{formatMonth(surgery.date)}</Muted>
                </li>
              ))}
            </SummaryList>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function LoadingState() {
  return (
    <Card role="status" aria-label="Loading medical history" aria-busy="true">
      <Stack $gap="md" aria-hidden="true">
        <Skeleton $height="1.5rem" $width="40%" />
        <Skeleton $height="12rem" />
      </Stack>
    </Card>
  );
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'medical-history', label: 'Medical history', tabs: TABS };

/**
 * Medical History (/medical-history): surgeries and conditions kept by the mocked server, on the
 * body diagram, in the summary and in the two tabs with their add forms.
 */
export function MedicalHistoryScreen() {
  const [{ tab }, setView] = useUrlState(VIEW);
  const surgeries = useSurgeries();
  const conditions = useConditions();
  return (
    <Page>
      <PageTitle>Medical History</PageTitle>
      <QueryBoundary
        query={allQueries(surgeries, conditions)}
        what="Your medical history"
        skeleton={<LoadingState />}
      >
        {([surgeryList, conditionList]) => (
          <>
            <Top>
              <Card>
                <Stack $gap="md">
                  <CardTitle>Affected areas</CardTitle>
                  <BodyDiagram
                    systems={bodySystemsOf(surgeryList, conditionList)}
                    label="Body areas with medical history"
                  />
                </Stack>
              </Card>
              <Summary surgeries={surgeryList} conditions={conditionList} />
            </Top>
            <Card>
              <Stack>
                <TabbedView
                  {...TAB_LIST}
                  selected={tab}
                  onSelect={(next) => setView({ tab: next })}
                >
                  {tab === 'surgeries' ? (
                    <Stack>
                      <SurgeryList surgeries={surgeryList} />
                      <AddSurgeryForm />
                    </Stack>
                  ) : (
                    <Stack>
                      <ConditionList conditions={conditionList} />
                      <AddConditionForm />
                    </Stack>
                  )}
                </TabbedView>
              </Stack>
            </Card>
          </>
        )}
      </QueryBoundary>
    </Page>
  );
}
