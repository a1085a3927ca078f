import styled, { css } from 'styled-components';

/** A list without bullets or indent, for lists laid out by their own rules (cards, chips, rows). */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A page's content column inside the shell. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
`;

/** A page's title block with its controls beside it, below it on a narrow screen. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: grid;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
`;

export const Row = styled.div<{ $gap?: 'sm' | 'md' | 'lg'; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;
