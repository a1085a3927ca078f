import styled from 'styled-components';
import { Card } from '@/components/card';

/** The body diagram beside the quick actions and alerts on wide screens; one column on phones. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  }
`;

export const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const SectionHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
