import styled from 'styled-components';
import { Muted } from '@/components/card';
import { useBloodworkRecommendations } from '../api';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The server's recommendations , with their loading text. */
export function RecommendationList() {
  const { data, isPending, isError } = useBloodworkRecommendations();
  if (isPending) return <Muted role="status">Loading recommendations...</Muted>;
  if (isError) return <Muted role="alert">The recommendations could not be loaded.</Muted>;
  if (data.length === 0) return <Muted>No recommendations yet.</Muted>;
  return (
    <List>
      {data.map((item) => (
        <li key={item.id}>
          <strong>{item.title}</strong>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  );
}
