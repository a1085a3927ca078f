import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.xl};
  /* At 320 px the content keeps the room a card's padding took. */
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A card that holds a chart: its parts one under another, less padding on a phone. */
export const ChartCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;
