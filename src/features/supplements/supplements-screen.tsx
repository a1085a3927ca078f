import { Lock, Pill } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryBoundary } from '@/components/load-states';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, plainList, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { TabbedView } from '@/components/tabs';
import { VisuallyHidden } from '@/components/visually-hidden';
import { MEDICATION_TYPES, frequencyText } from '@/lib/medications/schedule';
import {
  SUPPLEMENT_CATEGORIES,
  SUPPLEMENT_CATEGORY_IDS,
  type SupplementCategory,
} from '@/lib/supplements/catalogue';
import { RECOMMENDATION_COUNT } from '@/lib/supplements/recommend';
import { oneOf, useUrlState } from '@/lib/url-state';
import {
  useCurrentMedications,
  useRecommendations,
  useSupplements,
  type CurrentMedication,
  type SupplementRecommendations,
} from './api';
import { CartDialog } from './components/cart-dialog';
import { InteractionWarning } from './components/interaction-warning';
import { SupplementCard } from './components/supplement-card';
import { CardGrid } from '@/components/tiles';
import { useAddWithWarning } from './components/use-add-to-cart';

type SupplementTab = 'recommended' | 'all' | 'taking';

/** The tabs, Recommended first and by default. */
const TABS: readonly { value: SupplementTab; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'all', label: 'All Supplements' },
  { value: 'taking', label: 'Currently Taking' },
];

/** The tab and the catalogue's category (none: every category) live in the address. */
const VIEW = {
  tab: oneOf(TABS.map((tab) => tab.value)),
  category: oneOf<SupplementCategory | 'all'>([...SUPPLEMENT_CATEGORY_IDS, 'all'], 'all'),
};

const Badges = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const TakingList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Note = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function SkeletonCards() {
  return (
    <div role="status" aria-label="Loading supplements" aria-busy="true">
      <CardGrid>
        {Array.from({ length: RECOMMENDATION_COUNT }, (_, index) => (
          <Card as="li" key={index} data-testid="supplement-skeleton" aria-hidden="true">
            <Stack $gap="md">
              <Skeleton $height="1.5rem" $width="60%" />
              <Skeleton $width="90%" />
              <Skeleton $width="80%" />
              <Skeleton $height="2.75rem" $width="40%" />
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}

function Explanation({ data }: { data: SupplementRecommendations }) {
  return (
    <Card as="section" aria-labelledby="supplements-why">
      <Stack $gap="md">
        <CardTitle id="supplements-why">Personalized for you</CardTitle>
        <Muted>
          Chosen by rules from your own latest blood work, your sleep and your recovery; each card
          says which number it answers.
        </Muted>
        {data.badges.length > 0 ? (
          <Badges aria-label="What your data shows">
            {data.badges.map((badge) => (
              <li key={badge.id}>
                <StatusBadge
                  status={badge.id.endsWith('low') ? 'low' : 'monitor'}
                  label={badge.label}
                />
                <span>{badge.detail}</span>
              </li>
            ))}
          </Badges>
        ) : (
          <p>Nothing in your latest data calls for a specific supplement.</p>
        )}
        <Note>
          Not medical advice: talk to your doctor or pharmacist before starting a supplement.
        </Note>
      </Stack>
    </Card>
  );
}

type AddProps = { onAdd: ReturnType<typeof useAddWithWarning>['request']; adding: boolean };

function RecommendedPanel({ onAdd, adding }: AddProps) {
  return (
    <QueryBoundary
      query={useRecommendations()}
      what="Your recommendations"
      skeleton={<SkeletonCards />}
    >
      {(data) => <Recommended data={data} onAdd={onAdd} adding={adding} />}
    </QueryBoundary>
  );
}

function Recommended({ data, onAdd, adding }: AddProps & { data: SupplementRecommendations }) {
  if (data.status === 'locked') {
    return (
      <Card as="section" aria-labelledby="supplements-locked">
        <Stack $gap="md">
          <Lock size={28} aria-hidden="true" />
          <CardTitle id="supplements-locked">Recommendations are locked</CardTitle>
          <p>{data.lockedReason}</p>
          <Muted>The catalogue and the cart stay open to you under All Supplements.</Muted>
        </Stack>
      </Card>
    );
  }
  return (
    <>
      <Explanation data={data} />
      <CardGrid aria-label="Recommended supplements">
        {data.recommendations.map((item) => (
          <SupplementCard
            key={item.id}
            supplement={item}
            reason={item.aiReason}
            adding={adding}
            onAdd={onAdd}
          />
        ))}
      </CardGrid>
    </>
  );
}

function CataloguePanel({
  category,
  onCategory,
  onAdd,
  adding,
}: AddProps & {
  category: SupplementCategory | null;
  onCategory: (category: SupplementCategory | null) => void;
}) {
  const supplements = useSupplements(category);
  const chips: { value: SupplementCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...SUPPLEMENT_CATEGORY_IDS.map((value) => ({ value, label: SUPPLEMENT_CATEGORIES[value] })),
  ];
  return (
    <>
      <Chips role="group" aria-label="Category">
        {chips.map((chip) => (
          <Chip
            key={chip.label}
            type="button"
            aria-pressed={chip.value === category}
            onClick={() => onCategory(chip.value)}
          >
            {chip.label}
          </Chip>
        ))}
      </Chips>
      <QueryBoundary query={supplements} what="The catalogue" skeleton={<SkeletonCards />}>
        {(list) => (
          <>
            <VisuallyHidden as="h2">
              {category ? SUPPLEMENT_CATEGORIES[category] : 'All supplements'}
            </VisuallyHidden>
            <CardGrid aria-label={category ? SUPPLEMENT_CATEGORIES[category] : 'All supplements'}>
              {list.map((item) => (
                <SupplementCard key={item.id} supplement={item} adding={adding} onAdd={onAdd} />
              ))}
            </CardGrid>
          </>
        )}
      </QueryBoundary>
    </>
  );
}

function TakingPanel() {
  return (
    <QueryBoundary
      query={useCurrentMedications()}
      what="Your supplements"
      skeleton={<SkeletonCards />}
    >
      {(list) => <Taking medications={list} />}
    </QueryBoundary>
  );
}

function Taking({ medications }: { medications: CurrentMedication[] }) {
  const taking = medications.filter((item) => item.type !== 'prescription');
  return (
    <>
      {taking.length === 0 ? (
        <Card>
          <Stack $gap="md">
            <Pill size={28} aria-hidden="true" />
            <CardTitle>No supplements or vitamins yet</CardTitle>
            <Muted>
              Add the ones you take on the Medications page to track them with your doses.
            </Muted>
          </Stack>
        </Card>
      ) : (
        <TakingList aria-label="Supplements and vitamins you take">
          {taking.map((item) => (
            <Card as="li" key={item.id}>
              <Stack $gap="sm">
                <strong>{item.name}</strong>
                <Muted>
                  {item.dosage} · {MEDICATION_TYPES[item.type]} · {frequencyText(item)}
                </Muted>
              </Stack>
            </Card>
          ))}
        </TakingList>
      )}
      <div>
        <Button as={Link} to="/medications" $variant="secondary">
          Manage them in Medications
        </Button>
      </div>
    </>
  );
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'supplements', label: 'Supplement views', tabs: TABS };

/**
 * Supplements (/supplements): six recommendations from the user's own data, the
 * catalogue by category (in the address), what they take, and the demo cart. A supplement that
 * interacts with a current medicine is held for a warning before it goes into the cart.
 */
export function SupplementsScreen() {
  const [{ tab, category: chosen }, setView] = useUrlState(VIEW);
  const category = chosen === 'all' ? null : chosen;
  const add = useAddWithWarning();

  const panels: Record<SupplementTab, ReactNode> = {
    recommended: <RecommendedPanel onAdd={add.request} adding={add.adding} />,
    all: (
      <CataloguePanel
        category={category}
        onCategory={(next) => setView({ category: next ?? 'all' })}
        onAdd={add.request}
        adding={add.adding}
      />
    ),
    taking: <TakingPanel />,
  };

  return (
    <Page>
      <PageHeader>
        <Stack $gap="sm">
          <PageTitle>Supplements</PageTitle>
          <Muted>
            Recommendations from your own data, the catalogue, and what you already take.
          </Muted>
        </Stack>
        <CartDialog />
      </PageHeader>
      <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
        {panels[tab]}
      </TabbedView>
      <InteractionWarning supplement={add.pending} onConfirm={add.confirm} onCancel={add.cancel} />
    </Page>
  );
}
