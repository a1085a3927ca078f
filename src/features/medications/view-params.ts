import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type MedicationTab = 'current' | 'interactions' | 'history';

/** SPEC.md 2.7's tabs, Current Medications first and by default. */
export const TABS: readonly { value: MedicationTab; label: string }[] = [
  { value: 'current', label: 'Current Medications' },
  { value: 'interactions', label: 'Interaction Check' },
  { value: 'history', label: 'Medication History' },
];

const parseTab = (value: string | null): MedicationTab =>
  TABS.find((tab) => tab.value === value)?.value ?? 'current';

/**
 * The tab and the medicine the history shows live in the address (`?tab=history&medication=…`),
 * so a reload or a shared link opens the same view; switching replaces the history entry.
 */
export function useMedicationsView() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const medication = params.get('medication');

  const setView = useCallback(
    (next: { tab: MedicationTab; medication?: string | null }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.tab === 'current') updated.delete('tab');
          else updated.set('tab', next.tab);
          if (next.medication) updated.set('medication', next.medication);
          else updated.delete('medication');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { tab, medication, setView };
}
