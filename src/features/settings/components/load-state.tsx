import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';

/** A tab's placeholder while its settings load. */
export function TabLoading({ label }: { label: string }) {
  return (
    <Card role="status" aria-label={label} aria-busy="true">
      <Stack $gap="md">
        <Skeleton $height="1.5rem" $width="40%" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" $width="60%" />
      </Stack>
    </Card>
  );
}

/** A tab whose settings could not be read, with Retry. */
export function TabError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert tone="danger" role="alert" title={title}>
      <Stack $gap="md">
        <p>Something went wrong while reading them. Please try again.</p>
        <div>
          <Button type="button" $variant="secondary" onClick={onRetry}>
            <RefreshCw size={18} aria-hidden="true" />
            Retry
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
