import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '@/components/load-states';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { useHistory } from './api/get-history';
import { useInteractions } from './api/get-interactions';
import { useMedications, type Medication } from './api/get-medications';
import { HistoryTab } from './components/history-tab';
import { InteractionsTab } from './components/interactions-tab';
import { MedicationCards } from './components/medication-cards';
import { MedicationDialog } from './components/medication-dialog';
import { ScheduleCard } from './components/schedule-card';
import { TABS, useMedicationsView, type MedicationTab } from './view-params';

const ID = 'medications';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.div`
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

function Loading({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true">
      {[0, 1].map((key) => (
        <Card key={key} aria-hidden="true">
          <Stack $gap="md">
            <Skeleton $height="1.5rem" $width="40%" />
            <Skeleton $width="70%" />
            <Skeleton $width="55%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** A read's loading, error (only when nothing was read yet) and data states. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: {
    data: T | undefined;
    error: Error | null;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${what.toLowerCase()}`} />;
  if (query.data === undefined) {
    return (
      <ErrorState
        what={what}
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

function CurrentPanel(props: {
  onEdit: (medication: Medication) => void;
  onHistory: (medication: Medication) => void;
  onAdd: () => void;
}) {
  const medications = useMedications();
  return (
    <Loaded query={medications} what="Your medications">
      {(list) => <MedicationCards medications={list} {...props} />}
    </Loaded>
  );
}

function InteractionsPanel() {
  const interactions = useInteractions();
  return (
    <Loaded query={interactions} what="The interaction check">
      {(list) => <InteractionsTab interactions={list} />}
    </Loaded>
  );
}

function HistoryPanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const history = useHistory();
  return (
    <Loaded query={history} what="Your medication history">
      {(report) => <HistoryTab report={report} selected={selected} onSelect={onSelect} />}
    </Loaded>
  );
}

/**
 * Medication Management (/medications, SPEC.md 2.7): today's schedule, then the tabs Current
 * Medications, Interaction Check and Medication History, the tab in the address. `#schedule`
 * (the dashboard's Schedule quick action) brings today's schedule into view and focus.
 */
export function MedicationsScreen() {
  const { tab, medication, setView } = useMedicationsView();
  const { hash } = useLocation();
  const [dialog, setDialog] = useState<{ open: boolean; medication: Medication | null }>({
    open: false,
    medication: null,
  });
  const openAdd = () => setDialog({ open: true, medication: null });

  const panel: Record<MedicationTab, ReactNode> = {
    current: (
      <CurrentPanel
        onAdd={openAdd}
        onEdit={(item) => setDialog({ open: true, medication: item })}
        onHistory={(item) => setView({ tab: 'history', medication: item.id })}
      />
    ),
    interactions: <InteractionsPanel />,
    history: (
      <HistoryPanel
        selected={medication}
        onSelect={(id) => setView({ tab: 'history', medication: id })}
      />
    ),
  };

  return (
    <Page>
      <Header>
        <Stack $gap="sm">
          <PageTitle>Medication Management</PageTitle>
          <Muted>
            Your medicines, supplements and vitamins: what is due, what interacts, how you kept to
            it.
          </Muted>
        </Stack>
        <Button type="button" onClick={openAdd}>
          <Plus size={18} aria-hidden="true" />
          Add Medication
        </Button>
      </Header>
      <ScheduleCard focusOnLoad={hash === '#schedule'} onAddMedication={openAdd} />
      <Tabs
        idPrefix={ID}
        label="Medication views"
        tabs={TABS}
        selected={tab}
        onSelect={(next) => setView({ tab: next })}
      />
      <Panel role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} tabIndex={0}>
        {panel[tab]}
      </Panel>
      <MedicationDialog
        key={dialog.medication?.id ?? 'new'}
        open={dialog.open}
        medication={dialog.medication}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </Page>
  );
}
