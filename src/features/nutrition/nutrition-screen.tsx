import { Download } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { AddButton, Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, Stack } from '@/components/layout';
import { MealDialog } from '@/components/meals/meal-dialog';
import { TabbedView } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { useUnitSettings } from '@/lib/settings/units';
import { oneOf, useUrlState } from '@/lib/url-state';
import { todayIso, useExportMeals } from './api';
import { AnalysisTab } from './tabs/analysis-tab';
import { MealLogTab } from './tabs/meal-log-tab';
import { MealPlanningTab } from './tabs/meal-planning-tab';
import { RecommendationsTab } from './tabs/recommendations-tab';

type NutritionTab = 'meal-log' | 'analysis' | 'recommendations' | 'meal-planning';

/** The tabs, Meal Log first. */
const TABS: readonly { value: NutritionTab; label: string }[] = [
  { value: 'meal-log', label: 'Meal Log' },
  { value: 'analysis', label: 'Nutritional Analysis' },
  { value: 'recommendations', label: 'Recommendations' },
  { value: 'meal-planning', label: 'Meal Planning' },
];

/** The tab lives in the address (`?tab=analysis`), so a reload opens it again. */
const VIEW = { tab: oneOf(TABS.map((tab) => tab.value)) };

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'nutrition', label: 'Nutrition views', tabs: TABS };

/**
 * Nutrition (/nutrition): today's meals with their glucose responses, the analysis
 * against the daily targets, glucose-based recommendations and the Meal Planning waitlist.
 */
export function NutritionScreen() {
  const [{ tab }, setView] = useUrlState(VIEW);
  const [logging, setLogging] = useState(false);
  const unit = useUnitSettings().data?.glucoseUnit ?? 'mg/dL';
  const exportMeals = useExportMeals();
  const { toast } = useToast();
  const today = todayIso();

  const onExport = () =>
    exportMeals.mutate(undefined, {
      onSuccess: (name) =>
        toast({ title: 'Meals exported', description: `Saved as ${name}.`, variant: 'success' }),
    });

  return (
    <Page>
      <PageHeader>
        <Stack $gap="sm">
          <PageTitle>Nutrition</PageTitle>
          <Muted>Your meals, their macros and how your glucose answered them.</Muted>
        </Stack>
        <Controls>
          <AddButton onClick={() => setLogging(true)}>Log Meal</AddButton>
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
      </PageHeader>
      <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
        {tab === 'meal-log' && (
          <MealLogTab date={today} unit={unit} onLogMeal={() => setLogging(true)} />
        )}
        {tab === 'analysis' && <AnalysisTab date={today} />}
        {tab === 'recommendations' && <RecommendationsTab unit={unit} />}
        {tab === 'meal-planning' && <MealPlanningTab />}
      </TabbedView>
      <MealDialog open={logging} onOpenChange={setLogging} />
    </Page>
  );
}
