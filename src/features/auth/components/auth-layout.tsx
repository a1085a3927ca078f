import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BarePage, BarePageTitle } from '@/components/bare-page';
import styled from 'styled-components';
import type { Tone } from '@/components/alert';
import { Card, Muted } from '@/components/card';

/** A readable width for one-column forms. */

const Main = styled.main`
  width: min(${({ theme }) => theme.layout.panelWidth}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

/** The round badge that carries a result screen's icon. */
export const StatusIcon = styled.span<{ $tone: Tone }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.color[$tone]};
`;

/** A text link with a full-size touch target. */
export const AuthLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The links under a card, such as "Back to home". */
export const AuthLinks = styled.nav.attrs({ 'aria-label': 'More options' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space.xl};
`;

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** The icon of a result screen, in a StatusIcon of its tone above the title. */
  status?: { tone: Tone; icon: LucideIcon };
  children?: ReactNode;
  /** Shown under the card, usually AuthLinks. */
  footer?: ReactNode;
}

/** The centred card every authentication screen sits in, under the product's name. */
export function AuthLayout({ title, description, status, children, footer }: AuthLayoutProps) {
  return (
    <BarePage>
      <Main>
        <Panel>
          <Header>
            {status && (
              <StatusIcon $tone={status.tone}>
                <status.icon size={24} aria-hidden="true" />
              </StatusIcon>
            )}
            <BarePageTitle>{title}</BarePageTitle>
            {description && <Muted>{description}</Muted>}
          </Header>
          {children}
        </Panel>
        {footer}
      </Main>
    </BarePage>
  );
}
