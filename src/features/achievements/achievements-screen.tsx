import dayjs from 'dayjs';
import { Award, Lock, Trophy } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Card, CardTitle, Muted } from '@/components/card';
import { Field, Input, Label } from '@/components/form-field';
import { Page, PageTitle, Stack } from '@/components/layout';
import { QueryBoundary } from '@/components/load-states';
import { Skeleton } from '@/components/skeleton';
import { TabbedView } from '@/components/tabs';
import { checked, oneOf, useUrlState } from '@/lib/url-state';
import { useAchievements, type Achievement, type Achievements } from './api';
import { formatNumber } from '@/lib/format-number';

type View = 'in-progress' | 'unlocked';
const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'in-progress', label: 'In Progress' },
  { value: 'unlocked', label: 'Unlocked' },
];

/** The tab and the category filter live in the address, so a reload keeps them. */
const VIEW = {
  tab: oneOf(VIEWS.map((view) => view.value)),
  category: checked((raw) => raw || 'all'),
};

const CATEGORY_LABEL: Record<string, string> = {
  all: 'All categories',
  activity: 'Activity',
  sleep: 'Sleep',
  nutrition: 'Nutrition',
  tracking: 'Tracking',
  devices: 'Devices',
  wellness: 'Wellness',
};

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Bar = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Level = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const ItemHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  align-items: baseline;
`;

const BadgeList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Badge = styled.li<{ $achieved: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > svg {
    flex-shrink: 0;
    color: ${({ $achieved, theme }) => ($achieved ? theme.color.primary : theme.color.textMuted)};
  }
`;

const EmptyNote = styled(Muted)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const day = (date: string) => dayjs(date).format('MMMM D, YYYY');

function Progress({ value, label }: { value: number; label: string }) {
  return (
    <Bar
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div style={{ width: `${value}%` }} />
    </Bar>
  );
}

function LevelCard({ data }: { data: Achievements }) {
  return (
    <Card>
      <Stack $gap="md">
        <Muted>Your level</Muted>
        <Level>Level {data.level}</Level>
        <p>
          {formatNumber(data.xp)} XP · {formatNumber(data.xpToNextLevel)} XP to level{' '}
          {data.nextLevel}
        </p>
        <Progress value={data.levelProgress} label={`Progress to level ${data.nextLevel}`} />
        <Muted>
          {formatNumber(data.xpIntoLevel)} of {formatNumber(data.xpPerLevel)} XP into this level (
          {data.levelProgress}%)
        </Muted>
      </Stack>
    </Card>
  );
}

function AchievementItem({ achievement }: { achievement: Achievement }) {
  return (
    <Item aria-label={achievement.name}>
      <ItemHead>
        <h2>{achievement.name}</h2>
        <strong>{achievement.xp} XP</strong>
      </ItemHead>
      <p>{achievement.description}</p>
      <Muted>{CATEGORY_LABEL[achievement.category]}</Muted>
      {achievement.unlocked ? (
        <p>
          <Trophy size={16} aria-hidden="true" /> Unlocked on {day(achievement.unlockDate!)}
        </p>
      ) : (
        <>
          <Progress value={achievement.progress} label={`${achievement.name} progress`} />
          <Muted>
            {achievement.progress}% · {formatNumber(achievement.current)} of{' '}
            {formatNumber(achievement.target)}. {achievement.hint}
          </Muted>
        </>
      )}
    </Item>
  );
}

function Badges({ data }: { data: Achievements }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>Badges</CardTitle>
      <BadgeList>
        {data.badges.map((badge) => (
          <Badge key={badge.id} $achieved={badge.achieved}>
            {badge.achieved ? (
              <Award size={32} aria-hidden="true" />
            ) : (
              <Lock size={32} aria-hidden="true" />
            )}
            <div>
              <strong>
                {badge.name} ({badge.level.charAt(0).toUpperCase() + badge.level.slice(1)})
              </strong>
              <Muted>
                {badge.achieved
                  ? `Earned on ${day(badge.unlockDate!)}`
                  : `Locked: ${badge.description}`}
              </Muted>
            </div>
          </Badge>
        ))}
      </BadgeList>
    </Card>
  );
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'achievements', label: 'Achievements', tabs: VIEWS };

function AchievementsContent({ data }: { data: Achievements }) {
  const [{ tab: view, category }, setView] = useUrlState(VIEW);
  const filterId = useId();
  const shown = data.achievements.filter(
    (a) => (view === 'unlocked') === a.unlocked && (category === 'all' || a.category === category),
  );
  const nothingYet = data.xp === 0;
  return (
    <Columns>
      <Stack>
        <LevelCard data={data} />
        {nothingYet && (
          <Alert tone="info" title="Where to start">
            <p>
              Connect a device from Connected Devices (
              {data.achievements.find((a) => a.id === 'first-connection')?.xp} XP at once), then
              record a measurement with Add Data on the Dashboard. Each achievement below says what
              it needs.
            </p>
          </Alert>
        )}
        <Card>
          <Field>
            <Label htmlFor={filterId}>Category</Label>
            <Input
              as="select"
              id={filterId}
              value={category}
              onChange={(e) => setView({ category: e.target.value })}
            >
              {['all', ...data.categories].map((value) => (
                <option key={value} value={value}>
                  {CATEGORY_LABEL[value] ?? value}
                </option>
              ))}
            </Input>
          </Field>
          <TabbedView {...TAB_LIST} selected={view} onSelect={(next) => setView({ tab: next })}>
            {shown.length ? (
              <List>
                {shown.map((achievement) => (
                  <AchievementItem key={achievement.id} achievement={achievement} />
                ))}
              </List>
            ) : (
              <EmptyNote>
                {view === 'unlocked'
                  ? 'Nothing unlocked here yet. Keep going: every achievement in progress shows what it needs.'
                  : 'Every achievement here is unlocked. Well done!'}
              </EmptyNote>
            )}
          </TabbedView>
        </Card>
      </Stack>
      <Badges data={data} />
    </Columns>
  );
}

/** Achievements: level and XP, the level bar, the category filter, tabs and badges. */
export function AchievementsScreen() {
  return (
    <Page>
      <Stack $gap="sm">
        <PageTitle>Achievements</PageTitle>
        <Muted>Earned from your own data: every step, night and reading counts.</Muted>
      </Stack>
      <QueryBoundary
        query={useAchievements()}
        what="Your achievements"
        skeleton={
          <Stack role="status" aria-label="Loading your achievements">
            <Skeleton $height="10rem" />
            <Skeleton $height="20rem" />
          </Stack>
        }
      >
        {(data) => <AchievementsContent data={data} />}
      </QueryBoundary>
    </Page>
  );
}
