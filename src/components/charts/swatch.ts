import styled from 'styled-components';
import type { Tone } from './chart-kit';

/** A chart key's square of a series' colour, before its name. */
export const Swatch = styled.span<{ $tone: Tone }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.space.sm};
  border-radius: 2px;
  background: ${({ theme, $tone }) => theme.color[$tone]};
`;
