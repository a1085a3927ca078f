import styled from 'styled-components';

/** A tab's charts, one under the other at full width: 90 days of bars need the room. */
export const TabStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
