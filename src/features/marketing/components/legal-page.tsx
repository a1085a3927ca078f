import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 70ch;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-top: ${({ theme }) => theme.space.md};
  }
  ul {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A page of static legal text: a title, the date it was last updated, then its sections. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <SiteLayout>
      <Article>
        <h1>{title}</h1>
        <Muted>Last updated {updated}</Muted>
        {children}
      </Article>
    </SiteLayout>
  );
}
