import styled from 'styled-components';
import { Card, CardTitle, Muted } from '@/components/card';
import { plainList, Stack } from '@/components/layout';
import { StatusBadge } from '@/components/status-badge';
import { focusWords } from '@/lib/health/lab-results';
import type { LabDraw } from '../api';
import { formatDate, formatValue } from '../format';
import { RecommendationList } from './recommendation-list';

const Badges = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Focus = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

const Wide = styled(Card)`
  grid-column: 1 / -1;
`;

const STATUSES = ['Normal', 'Low', 'High'] as const;

/** Overview: the latest draw's counts by status, its focus areas and the recommendations. */
export function OverviewTab({ latest }: { latest: LabDraw }) {
  const outOfRange = latest.results.filter((result) => result.status !== 'Normal');
  return (
    <Grid>
      <Card>
        <Stack $gap="md">
          <CardTitle>Biomarker Summary</CardTitle>
          <Muted>
            {latest.results.length} biomarkers from {formatDate(latest.date)}.
          </Muted>
          <Badges aria-label="Results by status">
            {STATUSES.map((status) => {
              const count = latest.results.filter((result) => result.status === status).length;
              return (
                <li key={status}>
                  <StatusBadge status={status} label={`${count} ${status}`} />
                </li>
              );
            })}
          </Badges>
        </Stack>
      </Card>
      <Card>
        <Stack $gap="md">
          <CardTitle>Key Focus Areas</CardTitle>
          {outOfRange.length === 0 ? (
            <Muted>Every result of your latest draw is within its reference range.</Muted>
          ) : (
            <Focus>
              {outOfRange.map((result) => (
                <li key={result.biomarker}>
                  <StatusBadge status={result.status} />
                  <span>
                    <strong>{result.name}</strong>{' '}
                    {focusWords(result.value, result.range, result.status)} (
                    {formatValue(result.value)} {result.unit}; range {result.referenceRange})
                  </span>
                </li>
              ))}
            </Focus>
          )}
        </Stack>
      </Card>
      <Wide>
        <Stack $gap="md">
          <CardTitle>Recommendations</CardTitle>
          <Muted>General wellness information from your results, not medical advice.</Muted>
          <RecommendationList />
        </Stack>
      </Wide>
    </Grid>
  );
}
