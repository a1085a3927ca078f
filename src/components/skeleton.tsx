import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A loading placeholder with the 1.5 s shimmer; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $height?: string;
  $width?: string;
  $round?: boolean;
}>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.md)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.shimmer} ease-in-out infinite;
`;

/**
 * The place of a chart not drawn yet (its code still loading, or its turn to come): a skeleton
 * marked busy, as ChartBox is till it draws, so whoever waits for the screen to settle knows a
 * chart is still coming.
 */
export const ChartSkeleton = styled(Skeleton).attrs({ 'aria-busy': true })``;
