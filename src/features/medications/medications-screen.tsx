import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AddButton } from '@/components/button';
import { Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, Stack } from '@/components/layout';
import { QueryBoundary } from '@/components/load-states';
import { TabbedView } from '@/components/tabs';
import { oneOf, optionalText, useUrlState } from '@/lib/url-state';
import { useHistory, useInteractions, useMedications, type Medication } from './api';
import { HistoryTab } from './components/history-tab';
import { InteractionsTab } from './components/interactions-tab';
import { MedicationCards } from './components/medication-cards';
import { MedicationDialog } from './components/medication-dialog';
import { ScheduleCard } from './components/schedule-card';

type MedicationTab = 'current' | 'interactions' | 'history';

/** The tabs, Current Medications first and by default. */
const TABS: readonly { value: MedicationTab; label: string }[] = [
  { value: 'current', label: 'Current Medications' },
  { value: 'interactions', label: 'Interaction Check' },
  { value: 'history', label: 'Medication History' },
];

/** The tab and the medicine the history shows (`?tab=history&medication=…`). */
const VIEW = {
  tab: oneOf(TABS.map((tab) => tab.value)),
  medication: optionalText,
};

function CurrentPanel(props: {
  onEdit: (medication: Medication) => void;
  onHistory: (medication: Medication) => void;
  onAdd: () => void;
}) {
  const medications = useMedications();
  return (
    <QueryBoundary query={medications} what="Your medications">
      {(list) => <MedicationCards medications={list} {...props} />}
    </QueryBoundary>
  );
}

function InteractionsPanel() {
  const interactions = useInteractions();
  return (
    <QueryBoundary query={interactions} what="The interaction check">
      {(list) => <InteractionsTab interactions={list} />}
    </QueryBoundary>
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
    <QueryBoundary query={history} what="Your medication history">
      {(report) => <HistoryTab report={report} selected={selected} onSelect={onSelect} />}
    </QueryBoundary>
  );
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'medications', label: 'Medication views', tabs: TABS };

/**
 * Medication Management (/medications): today's schedule, then the tabs Current Medications,
 * Interaction Check and Medication History, the tab in the address. `#schedule` (the dashboard's
 * Schedule quick action) brings today's schedule into view and focus.
 */
export function MedicationsScreen() {
  const [{ tab, medication }, setView] = useUrlState(VIEW);
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
      <PageHeader>
        <Stack $gap="sm">
          <PageTitle>Medication Management</PageTitle>
          <Muted>
            Your medicines, supplements and vitamins: what is due, what interacts, how you kept to
            it.
          </Muted>
        </Stack>
        <AddButton onClick={openAdd}>Add Medication</AddButton>
      </PageHeader>
      <ScheduleCard focusOnLoad={hash === '#schedule'} onAddMedication={openAdd} />
      <TabbedView
        {...TAB_LIST}
        selected={tab}
        onSelect={(next) => setView({ tab: next, medication: null })}
      >
        {panel[tab]}
      </TabbedView>
      <MedicationDialog
        key={dialog.medication?.id ?? 'new'}
        open={dialog.open}
        medication={dialog.medication}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </Page>
  );
}
