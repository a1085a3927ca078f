import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeverityBadge } from '@/components/severity-badge';
import type { InteractionSeverity } from '@/lib/medications/interactions';
import { everyOption } from '../support/options';
import { componentDocs } from '../support/docs-parameters';

const meta = {
  tags: ['autodocs'],
  title: 'Components/Severity badge',
  component: SeverityBadge,
  parameters: {
    docs: componentDocs(
      'A small label for how serious something is (low, moderate, high), used on interactions and alerts. The word always carries the meaning; colour only reinforces it. Badges are not interactive.',
    ),
    layout: 'padded',
  },
  args: { severity: 'moderate' },
  argTypes: {
    severity: {
      control: 'select',
      options: everyOption<InteractionSeverity>({ high: true, moderate: true, low: true }),
      description: "An interaction's severity: high red, moderate yellow, low gray.",
    },
  },
} satisfies Meta<typeof SeverityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Moderate risk')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};
