import dayjs from 'dayjs';
import { Download, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { MealDialog } from '@/components/meals/meal-dialog';
import { panelId, tabId, Tabs } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useUnitSettings } from '@/lib/settings/units';
import { useExportMeals } from './api/export-meals';
import { AnalysisTab } from './tabs/analysis-tab';
import { MealLogTab } from './tabs/meal-log-tab';
import { MealPlanningTab } from './tabs/meal-planning-tab';
import { RecommendationsTab } from './tabs/recommendations-tab';

const ID = 'nutrition';

type NutritionTab = 'meal-log' | 'analysis' | 'recommendations' | 'meal-planning';

/** SPEC.md 2.9's tabs, Meal Log first. */
const TABS: readonly { value: NutritionTab; label: string }[] = [
  { value: 'meal-log', label: 'Meal Log' },
  { value: 'analysis', label: 'Nutritional Analysis' },
  { value: 'recommendations', label: 'Recommendations' },
  { value: 'meal-planning', label: 'Meal Planning' },
];

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  justify-content: space-between;
  align-items: flex-end;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const TabPanel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** The tab lives in the address (`?tab=analysis`), so a reload opens it again. */
function useNutritionTab() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.value === params.get('tab'))?.value ?? 'meal-log';
  const setTab = useCallback(
    (value: NutritionTab) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'meal-log') next.delete('tab');
          else next.set('tab', value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, setTab };
}

/**
 * Nutrition (/nutrition, SPEC.md 2.9): today's meals with their glucose responses, the analysis
 * against the daily targets, glucose-based recommendations and the Meal Planning waitlist.
 */
export function NutritionScreen() {
  const { tab, setTab } = useNutritionTab();
  const [logging, setLogging] = useState(false);
  const unit = useUnitSettings().data?.glucoseUnit ?? 'mg/dL';
  const exportMeals = useExportMeals();
  const { toast } = useToast();
  const today = dayjs().format('YYYY-MM-DD');

  const onExport = () =>
    exportMeals.mutate(undefined, {
      onSuccess: (name) =>
        toast({ title: 'Meals exported', description: `Saved as ${name}.`, variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && [401, 507].includes(error.status)) return;
        toast({
          title:
            error instanceof ApiError && error.status === 403
              ? 'Export needs Premium'
              : 'Export failed',
          description:
            (error instanceof ApiError && error.serverMessage) ||
            'Your meals could not be exported. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Page>
      <Header>
        <Stack $gap="sm">
          <PageTitle>Nutrition</PageTitle>
          <Muted>Your meals, their macros and how your glucose answered them.</Muted>
        </Stack>
        <Controls>
          <Button type="button" onClick={() => setLogging(true)}>
            <Plus size={18} aria-hidden="true" />
            Log Meal
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={onExport}
            disabled={exportMeals.isPending}
          >
            <Download size={18} aria-hidden="true" />
            {exportMeals.isPending ? 'Exporting...' : 'Export Data'}
          </Button>
        </Controls>
      </Header>
      <Tabs idPrefix={ID} label="Nutrition views" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} tabIndex={0}>
        {tab === 'meal-log' && (
          <MealLogTab date={today} unit={unit} onLogMeal={() => setLogging(true)} />
        )}
        {tab === 'analysis' && <AnalysisTab date={today} />}
        {tab === 'recommendations' && <RecommendationsTab unit={unit} />}
        {tab === 'meal-planning' && <MealPlanningTab />}
      </TabPanel>
      <MealDialog open={logging} onOpenChange={setLogging} />
    </Page>
  );
}
