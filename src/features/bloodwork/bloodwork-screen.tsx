import { FlaskConical, RefreshCw, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyCard, ErrorState } from '@/components/load-states';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useBloodwork, type Bloodwork } from './api/get-bloodwork';
import { useSyncLabProvider } from './api/sync-lab-provider';
import { HistoryTab } from './components/history-tab';
import { OverviewTab } from './components/overview-tab';
import { RecommendationsTab } from './components/recommendations-tab';
import { ResultsTab } from './components/results-tab';
import { UploadDialog } from './components/upload-dialog';
import { formatDate } from './format';

const ID = 'bloodwork';

export const BLOODWORK_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'results', label: 'Detailed Results' },
  { value: 'history', label: 'History' },
  { value: 'recommendations', label: 'Recommendations' },
] as const;

export type BloodworkTab = (typeof BLOODWORK_TABS)[number]['value'];

const isTab = (value: string | null): value is BloodworkTab =>
  BLOODWORK_TABS.some((tab) => tab.value === value);

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** The tab and the chosen draw live in the address, so a reload or a shared link keeps them. */
function useBloodworkView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: BloodworkTab = isTab(raw) ? raw : 'overview';
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    tab,
    drawId: params.get('draw'),
    setTab: (value: BloodworkTab) => update({ tab: value === 'overview' ? null : value }),
    showDraw: (id: string) => update({ tab: 'results', draw: id }),
  };
}

function LoadingState() {
  return (
    <Stack role="status" aria-label="Loading blood work" aria-busy="true">
      <Card aria-hidden="true">
        <Stack $gap="md">
          <Skeleton $height="1.5rem" $width="40%" />
          <Skeleton $height="1rem" $width="70%" />
          <Skeleton $height="8rem" />
        </Stack>
      </Card>
    </Stack>
  );
}

function TabContent({
  tab,
  data,
  drawId,
  showDraw,
  onUpload,
}: {
  tab: BloodworkTab;
  data: Bloodwork;
  drawId: string | null;
  showDraw: (id: string) => void;
  onUpload: () => void;
}) {
  const latest = data.draws[0];
  switch (tab) {
    case 'overview':
      return <OverviewTab latest={latest} />;
    case 'results':
      return (
        <ResultsTab
          draws={data.draws}
          selected={data.draws.find((draw) => draw.id === drawId) ?? latest}
          onSelect={showDraw}
        />
      );
    case 'history':
      return <HistoryTab draws={data.draws} onUpload={onUpload} />;
    case 'recommendations':
      return <RecommendationsTab latest={latest} followUp={data.followUp} />;
  }
}

/**
 * Blood Work Analysis (/bloodwork, SPEC.md 2.5): the user's lab draws from the mocked server,
 * brought in by hand, from a CSV file or from the simulated lab connection.
 */
export function BloodworkScreen() {
  const { tab, drawId, setTab, showDraw } = useBloodworkView();
  const bloodwork = useBloodwork();
  const sync = useSyncLabProvider();
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const latest = bloodwork.data?.draws[0];

  const onSync = async () => {
    try {
      const result = await sync.mutateAsync();
      toast({
        title: result.draw ? 'Lab results imported' : 'Nothing new',
        description: `Simulated lab connection: ${result.message}`,
        variant: result.draw ? 'success' : 'default',
      });
      if (result.draw) showDraw(result.draw.id);
    } catch (error) {
      if (!(error instanceof ApiError && [401, 507].includes(error.status))) {
        toast({
          title: 'Sync Failed',
          description: 'The simulated lab connection did not answer. Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  let content;
  if (bloodwork.isPending) content = <LoadingState />;
  else if (bloodwork.isError) {
    content = (
      <ErrorState
        what="Your blood work"
        error={bloodwork.error}
        retry={() => void bloodwork.refetch()}
        retrying={bloodwork.isFetching}
      />
    );
  } else if (!latest) {
    content = (
      <EmptyCard>
        <FlaskConical size={32} aria-hidden="true" />
        <CardTitle>No lab results yet</CardTitle>
        <Muted>
          Upload your blood test results to see where you stand against each reference range, how
          your values move between tests, and what you can do about them.
        </Muted>
        <Button type="button" onClick={() => setUploading(true)}>
          <Upload size={18} aria-hidden="true" />
          Upload Lab Results
        </Button>
      </EmptyCard>
    );
  } else {
    content = (
      <>
        <Tabs
          idPrefix={ID}
          label="Blood work views"
          tabs={BLOODWORK_TABS}
          selected={tab}
          onSelect={setTab}
        />
        <Panel role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} tabIndex={0}>
          <TabContent
            tab={tab}
            data={bloodwork.data}
            drawId={drawId}
            showDraw={showDraw}
            onUpload={() => setUploading(true)}
          />
        </Panel>
      </>
    );
  }

  return (
    <Page>
      <Header>
        <div>
          <PageTitle>Blood Work Analysis</PageTitle>
          <Muted>
            {latest
              ? `Last updated: ${formatDate(latest.date)}`
              : 'Your lab results, trends and next steps.'}
          </Muted>
        </div>
        <Actions>
          <Button type="button" onClick={() => setUploading(true)}>
            <Upload size={18} aria-hidden="true" />
            Upload Lab Results
          </Button>
          <Button type="button" $variant="secondary" onClick={onSync} disabled={sync.isPending}>
            <RefreshCw size={18} aria-hidden="true" />
            {sync.isPending ? 'Syncing...' : 'Sync with Provider'}
          </Button>
        </Actions>
      </Header>
      {content}
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onSaved={(draw) => showDraw(draw.id)}
      />
    </Page>
  );
}
