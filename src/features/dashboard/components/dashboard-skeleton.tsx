import styled from 'styled-components';
import { Skeleton } from '@/components/skeleton';
import { Columns } from './dashboard-layout';

const Grid = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * The skeleton page: six stat-card placeholders, a body-diagram placeholder and chart
 * placeholders where the actions and alerts will be. Announced once as loading.
 */
export function DashboardSkeleton() {
  return (
    <Columns role="status" aria-label="Loading your dashboard" aria-busy="true">
      <Grid>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} $height="9.5rem" data-testid="stat-card-skeleton" />
        ))}
      </Grid>
      <Skeleton $height="30rem" data-testid="body-diagram-skeleton" />
      <Side>
        <Skeleton $height="10rem" data-testid="chart-skeleton" />
        <Skeleton $height="18rem" data-testid="chart-skeleton" />
      </Side>
    </Columns>
  );
}
