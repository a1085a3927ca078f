import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { BodyDiagram } from '@/components/body-diagram';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { StatusDot, statusTone } from '@/components/status-badge';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { useConditions, type Condition } from './api/get-conditions';
import { useSurgeries, type Surgery } from './api/get-surgeries';
import { bodySystemsOf } from './body-systems';
import { AddConditionForm, AddSurgeryForm } from './components/add-forms';
import { ConditionList, SurgeryList } from './components/entry-lists';
import { formatMonth, statusText } from './format';

const ID = 'medical-history';

const TABS = [
  { value: 'surgeries', label: 'Past Surgeries' },
  { value: 'conditions', label: 'Medical Conditions' },
] as const;
type HistoryTab = (typeof TABS)[number]['value'];

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const SummaryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
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

/**
 * Medical History (/medical-history, SPEC.md 2.13): surgeries and conditions kept by the mocked
 * server, on the body diagram, in the summary and in the two tabs with their add forms.
 */
export function MedicalHistoryScreen() {
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get('tab') === 'conditions' ? 'conditions' : 'surgeries';
  const setTab = (value: HistoryTab) =>
    setParams(value === 'surgeries' ? {} : { tab: value }, { replace: true });
  const surgeries = useSurgeries();
  const conditions = useConditions();

  let content;
  if (surgeries.isPending || conditions.isPending) content = <LoadingState />;
  else if (surgeries.isError || conditions.isError) {
    const retrying = surgeries.isFetching || conditions.isFetching;
    content = (
      <Alert tone="danger" role="alert" title="Your medical history could not be loaded">
        <Stack $gap="md">
          <p>Something went wrong while reading it. Please try again.</p>
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={retrying}
              onClick={() => Promise.all([surgeries.refetch(), conditions.refetch()])}
            >
              <RefreshCw size={18} aria-hidden="true" />
              {retrying ? 'Retrying...' : 'Retry'}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <>
        <Top>
          <Card>
            <Stack $gap="md">
              <CardTitle>Affected areas</CardTitle>
              <BodyDiagram
                systems={bodySystemsOf(surgeries.data, conditions.data)}
                label="Body areas with medical history"
              />
            </Stack>
          </Card>
          <Summary surgeries={surgeries.data} conditions={conditions.data} />
        </Top>
        <Card>
          <Stack>
            <Tabs
              idPrefix={ID}
              label="Medical history"
              tabs={TABS}
              selected={tab}
              onSelect={setTab}
            />
            <Panel role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} tabIndex={0}>
              {tab === 'surgeries' ? (
                <Stack>
                  <SurgeryList surgeries={surgeries.data} />
                  <AddSurgeryForm />
                </Stack>
              ) : (
                <Stack>
                  <ConditionList conditions={conditions.data} />
                  <AddConditionForm />
                </Stack>
              )}
            </Panel>
          </Stack>
        </Card>
      </>
    );
  }

  return (
    <Page>
      <PageTitle>Medical History</PageTitle>
      {content}
    </Page>
  );
}
