import {
  Activity,
  ArrowRight,
  Circle,
  Radio,
  Smartphone,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { useSession } from '@/lib/session-store';
import { signedOutOnly } from '@/lib/before-paint';
import { DEVICES, FEATURES, type DeviceKind } from '../content';

export const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.1;
    max-width: 22ch;
  }
  > p {
    font-size: ${({ theme }) => theme.font.size.lg};
    max-width: 60ch;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionFrame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  scroll-margin-top: ${({ theme }) => theme.layout.topBarHeight};
  > header {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A titled section of a public page; `id` makes it an in-page anchor. */
export function Section({
  title,
  intro,
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <SectionFrame id={id} aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>{title}</h2>
        {intro && <Muted>{intro}</Muted>}
      </header>
      {children}
    </SectionFrame>
  );
}

export const Grid = styled.ul<{ $min?: string }>`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min = '240px' }) => $min}, 100%), 1fr));
`;

export const GridCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A card of an icon, a title and a sentence, and what follows them (a link). */
function IconCard({ icon: Icon, title, text, children }: IconCardProps) {
  return (
    <GridCard>
      <Icon size={28} aria-hidden="true" />
      <h3>{title}</h3>
      <Muted>{text}</Muted>
      {children}
    </GridCard>
  );
}

/** A grid of icon cards: values, trust, monitoring. */
export function IconCards({ items }: { items: readonly Omit<IconCardProps, 'children'>[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <IconCard key={item.title} {...item} />
      ))}
    </Grid>
  );
}

const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  margin-top: auto;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The product's feature cards, each leading to where the feature is: its screen for a signed-in
 * visitor; otherwise the live demo where it shows the feature, or the sign-up.
 */
export function FeatureCards() {
  const user = useSession();
  return (
    <Grid $min="300px">
      {FEATURES.map(({ icon, title, text, screen, demo }) => {
        const [to, label] = user
          ? [screen.to, screen.label]
          : demo
            ? [demo, 'See it in the live demo']
            : ['/auth/register', 'Sign up free to use it'];
        return (
          <IconCard key={title} icon={icon} title={title} text={text}>
            <CardLink to={to} aria-label={`${label}: ${title}`} {...(!user && signedOutOnly)}>
              {label}
              <ArrowRight size={16} aria-hidden="true" />
            </CardLink>
          </IconCard>
        );
      })}
    </Grid>
  );
}

const MARKS: Record<DeviceKind, LucideIcon> = {
  watch: Watch,
  band: Activity,
  ring: Circle,
  strap: Radio,
  sensor: Circle,
  app: Smartphone,
};

const Mark = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
`;

const Marks = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** The devices the product syncs with: a drawn mark of each kind and the name, never a logo. */
export function DeviceMarks() {
  return (
    <Marks>
      {DEVICES.map(({ name, kind, what }) => {
        const Icon = MARKS[kind];
        return (
          <Mark key={name}>
            <Icon size={22} aria-hidden="true" strokeWidth={kind === 'sensor' ? 4 : 2} />
            <span>
              <strong>{name}</strong>
              <small>{what}</small>
            </span>
          </Mark>
        );
      })}
    </Marks>
  );
}

const Banner = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  background: ${({ theme }) => theme.color.primarySoft};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The closing call to action: sign up, or look around the live demo first. */
export function CallToAction({ title = 'Start understanding your health today' }) {
  const titleId = useId();
  return (
    <Banner aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>Free health analysis and a 14-day free trial of Premium. No credit card required.</p>
      <Actions>
        <Button as={Link} to="/auth/register">
          Create your free account
        </Button>
        <Button as={Link} to="/preview-dashboard" $variant="secondary">
          Try the live demo
        </Button>
      </Actions>
    </Banner>
  );
}
