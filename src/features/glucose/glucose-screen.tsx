import dayjs from 'dayjs';
import { Link as LinkIcon, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingGlucose } from './components/panel';
import { Alert } from '@/components/alert';
import { AddButton, Button } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogCancel, DialogContent, DialogRoot } from '@/components/dialog';
import { Page, PageTitle, Stack } from '@/components/layout';
import { QueryBoundary } from '@/components/load-states';
import { MealDialog } from '@/components/meals/meal-dialog';
import { TabbedView } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { useCurrentUser } from '@/lib/auth';
import { syncedDescription, useSyncDevice } from '@/lib/devices/api';
import { useUnitSettings } from '@/lib/settings/units';
import { useCgm, useGlucoseDay, type CgmStatus, type GlucoseDay } from './api';
import { DatePicker } from './components/date-picker';
import { UnitSwitch } from './components/unit-switch';
import { DailyView } from './tabs/daily-view';
import { InsightsTab } from './tabs/insights-tab';
import { MealImpactTab } from './tabs/meal-impact-tab';
import { WeeklyTrends } from './tabs/weekly-trends';
import { useUrlState } from '@/lib/url-state';
import { TABS, VIEW, type RangeDays } from './view-params';

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

function sourceText(day: GlucoseDay | undefined, cgm: CgmStatus): string {
  const last = day?.lastReadingAt
    ? `last reading ${dayjs(day.lastReadingAt).format('MMM D [at] HH:mm')}`
    : 'no readings yet';
  switch (cgm.state) {
    case 'connected':
      return `${cgm.name} CGM, ${last}.`;
    case 'disconnected':
      return `${cgm.name} CGM (disconnected), ${last}.`;
    case 'none':
      return 'No glucose monitor connected yet.';
    default:
      return 'Continuous glucose readings, your meals and their glucose response.';
  }
}

const EXPLAIN = {
  none: {
    title: 'Connect a glucose monitor first',
    description: 'There is no continuous glucose monitor on your account to sync.',
    text: 'Connect a Dexcom or FreeStyle Libre on Connected Devices. Its readings then arrive every 5 minutes, and Sync Device pulls any that are due.',
  },
  disconnected: {
    title: 'Your glucose monitor is disconnected',
    description: 'A disconnected monitor sends no new readings.',
    text: 'The readings it delivered stay on this screen. Connect it again on Connected Devices to receive new ones, then use Sync Device.',
  },
};

/**
 * Sync Device: syncs the user's connected CGM through the device sync, and says what arrived;
 * without one, or with a disconnected one, explains how to connect it.
 */
function SyncButton({ cgm }: { cgm: CgmStatus }) {
  const sync = useSyncDevice();
  const { toast } = useToast();
  const [explain, setExplain] = useState<keyof typeof EXPLAIN | null>(null);
  const run = () => {
    if (cgm.state === 'none' || cgm.state === 'disconnected') {
      setExplain(cgm.state);
      return;
    }
    if (cgm.state === 'unavailable') {
      toast({
        title: 'Sync Failed',
        description: 'Failed to fetch connected devices',
        variant: 'destructive',
      });
      cgm.retry();
      return;
    }
    if (cgm.state !== 'connected') return;
    // A failure shows as the write declares it.
    sync.mutate(cgm.device.id, {
      onSuccess: (result) =>
        toast({
          title: 'Device Synced',
          description: syncedDescription(result),
          variant: 'success',
        }),
    });
  };
  const text = explain ? EXPLAIN[explain] : EXPLAIN.none;
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        onClick={run}
        disabled={sync.isPending || cgm.state === 'loading'}
      >
        <RefreshCw size={18} aria-hidden="true" />
        {sync.isPending ? 'Syncing...' : 'Sync Device'}
      </Button>
      <DialogRoot open={explain !== null} onOpenChange={(open) => !open && setExplain(null)}>
        <DialogContent title={text.title} description={text.description}>
          <p>{text.text}</p>
          <Controls>
            <DialogCancel>Not now</DialogCancel>
            <Button as={Link} to="/connected-devices">
              <LinkIcon size={18} aria-hidden="true" />
              Go to Connected Devices
            </Button>
          </Controls>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'glucose', label: 'Glucose views', tabs: TABS };

/**
 * Glucose Monitoring (/glucose and /cgm): the day in the address, its readings,
 * statistics and meals; the AGP and time in ranges of a period; insights; meals ranked by rise.
 * Every value is shown in the user's unit, which can be switched here.
 */
export function GlucoseScreen() {
  const [{ date, tab, days }, setView] = useUrlState(VIEW);
  const setDays = (next: RangeDays) => setView({ days: next });
  const day = useGlucoseDay(date);
  const cgm = useCgm(day.data);
  const noCgm = cgm.state === 'none';
  const unit = useUnitSettings().data?.glucoseUnit ?? 'mg/dL';
  const [logging, setLogging] = useState(false);
  const plan = useCurrentUser().data?.plan;

  const content = () => {
    switch (tab) {
      case 'daily':
        return (
          <QueryBoundary
            query={day}
            what="Your glucose data"
            skeleton={<LoadingGlucose what="data" />}
          >
            {(data) => (
              <DailyView day={data} noCgm={noCgm} unit={unit} onLogMeal={() => setLogging(true)} />
            )}
          </QueryBoundary>
        );
      case 'weekly':
        return <WeeklyTrends days={days} noCgm={noCgm} onDaysChange={setDays} unit={unit} />;
      case 'insights':
        return <InsightsTab />;
      case 'meal-impact':
        return <MealImpactTab days={days} onDaysChange={setDays} unit={unit} />;
    }
  };

  return (
    <Page>
      <Header>
        <Stack $gap="sm">
          <PageTitle>Glucose Monitoring</PageTitle>
          <Muted>{sourceText(day.data, cgm)}</Muted>
        </Stack>
        <Controls>
          <DatePicker value={date} onChange={(next) => setView({ date: next })} />
          <UnitSwitch />
          <SyncButton cgm={cgm} />
          <AddButton onClick={() => setLogging(true)}>Log Meal</AddButton>
        </Controls>
      </Header>
      {plan === 'free' && (
        <Alert tone="info" title="Free plan">
          <p>
            Readings, statistics, the AGP and every meal's glucose response are included. Insights
            need Premium and at least 7 days of data; upgrade in Settings or on the{' '}
            <Link to="/pricing">Pricing page</Link> (demo, no payment).
          </p>
        </Alert>
      )}
      <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
        {content()}
      </TabbedView>
      <MealDialog open={logging} onOpenChange={setLogging} date={date} />
    </Page>
  );
}
