import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  return <Ring role="status" aria-label={label} $size={size} />;
}

/** A spinner centred in the space a page would take. */
export const PageSpinner = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;
