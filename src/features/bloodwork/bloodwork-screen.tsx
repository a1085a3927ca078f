import { FlaskConical, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyCard, QueryBoundary } from '@/components/load-states';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { TabbedView } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { oneOf, optionalText, useUrlState } from '@/lib/url-state';
import { useBloodwork, useSyncLabProvider, type Bloodwork } from './api';
import { HistoryTab } from './components/history-tab';
import { OverviewTab } from './components/overview-tab';
import { RecommendationsTab } from './components/recommendations-tab';
import { ResultsTab } from './components/results-tab';
import { UploadDialog } from './components/upload-dialog';
import { formatDate } from './format';

export const BLOODWORK_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'results', label: 'Detailed Results' },
  { value: 'history', label: 'History' },
  { value: 'recommendations', label: 'Recommendations' },
] as const;

export type BloodworkTab = (typeof BLOODWORK_TABS)[number]['value'];

/** The tab and the chosen draw live in the address, so a reload or a shared link keeps them. */
const VIEW = { tab: oneOf(BLOODWORK_TABS.map((tab) => tab.value)), draw: optionalText };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

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

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'bloodwork', label: 'Blood work views', tabs: BLOODWORK_TABS };

/**
 * Blood Work Analysis (/bloodwork): the user's lab draws from the mocked server, brought in by
 * hand, from a CSV file or from the simulated lab connection.
 */
export function BloodworkScreen() {
  const [{ tab, draw: drawId }, setView] = useUrlState(VIEW);
  const showDraw = (id: string) => setView({ tab: 'results', draw: id });
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
    } catch {
      // The app shows the failure (the write declares it).
    }
  };

  return (
    <Page>
      <PageHeader>
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
      </PageHeader>
      <QueryBoundary
        query={bloodwork}
        what="Your blood work"
        skeleton={<LoadingState />}
        empty={{
          when: (data) => data.draws.length === 0,
          show: (
            <EmptyCard>
              <FlaskConical size={32} aria-hidden="true" />
              <CardTitle>No lab results yet</CardTitle>
              <Muted>
                Upload your blood test results to see where you stand against each reference range,
                how your values move between tests, and what you can do about them.
              </Muted>
              <Button type="button" onClick={() => setUploading(true)}>
                <Upload size={18} aria-hidden="true" />
                Upload Lab Results
              </Button>
            </EmptyCard>
          ),
        }}
      >
        {(data) => (
          <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
            <TabContent
              tab={tab}
              data={data}
              drawId={drawId}
              showDraw={showDraw}
              onUpload={() => setUploading(true)}
            />
          </TabbedView>
        )}
      </QueryBoundary>
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onSaved={(draw) => showDraw(draw.id)}
      />
    </Page>
  );
}
