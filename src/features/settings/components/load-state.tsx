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
