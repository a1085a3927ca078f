import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@/components/card';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  align-items: center;
`;

/** A titled card of the glucose screen, with an optional control beside the title. */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <Head>
        <CardTitle>{title}</CardTitle>
        {action}
      </Head>
      {children}
    </Box>
  );
}
