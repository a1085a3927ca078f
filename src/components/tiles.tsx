import styled from 'styled-components';
import { Card } from './card';
import { plainList } from './layout';

/** Figure tiles (a day's glucose, today's nutrition): as many columns of at least 12rem as fit. */
export const TileGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/**
 * One figure tile of a TileGrid: its parts from the top, so the tiles of a row, as tall as the
 * tallest note makes them, show their names and figures on one line.
 */
export const Tile = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
`;

/** Item cards (medications, supplements): columns of at least 17rem, a short last row kept so. */
export const CardGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
`;

/** One item card: its parts one under another, from the top. */
export const ItemCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;
