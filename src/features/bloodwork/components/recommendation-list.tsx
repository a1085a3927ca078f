import styled from 'styled-components';
import { Muted } from '@/components/card';
import { QueryBoundary } from '@/components/load-states';
import { useBloodworkRecommendations } from '../api';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The server's recommendations , with their loading text. */
export function RecommendationList() {
  return (
    <QueryBoundary
      query={useBloodworkRecommendations()}
      what="The recommendations"
      skeleton={<Muted role="status">Loading recommendations...</Muted>}
      empty={{ when: (list) => list.length === 0, show: <Muted>No recommendations yet.</Muted> }}
    >
      {(list) => (
        <List>
          {list.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong>
              <p>{item.description}</p>
            </li>
          ))}
        </List>
      )}
    </QueryBoundary>
  );
}
