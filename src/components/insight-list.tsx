import {
  Footprints,
  Leaf,
  Lightbulb,
  Moon,
  TrendingUp,
  Utensils,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import type { Schema } from '@/lib/api/contract';

type Insight = Schema<'Insight'>;

const ICONS: Record<Insight['icon'], LucideIcon> = {
  'trending-up': TrendingUp,
  leaf: Leaf,
  footprints: Footprints,
  wheat: Wheat,
  moon: Moon,
  utensils: Utensils,
  lightbulb: Lightbulb,
};

const List = styled.ul<{ $columns: boolean }>`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: ${({ $columns }) => ($columns ? 'repeat(3, minmax(0, 1fr))' : '1fr')};
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** Insights from the server, each with its icon, title and the numbers it used. */
export function InsightList({
  insights,
  label,
  columns = false,
}: {
  insights: Insight[];
  label: string;
  columns?: boolean;
}) {
  return (
    <List aria-label={label} $columns={columns}>
      {insights.map((insight) => {
        const Icon = ICONS[insight.icon];
        return (
          <Item key={insight.id}>
            <Icon size={22} aria-hidden="true" />
            <div>
              <h3>{insight.title}</h3>
              <p>{insight.description}</p>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
