import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@/components/status-badge';
import { componentDocs } from '../support/docs-parameters';

/** The status words the API sends, grouped by the colour each is shown in. */
const STATUSES = [
  'normal',
  'good',
  'resolved',
  'low',
  'monitor',
  'caution',
  'managed',
  'high',
  'critical',
  'active',
  'none',
  'unknown',
];

const meta = {
  tags: ['autodocs'],
  title: 'Components/Status badge',
  component: StatusBadge,
  parameters: {
    docs: componentDocs(
      'A small label for the state of an item. Tones: success, warning, danger and neutral. The word carries the meaning and the tone reinforces it. Not interactive: put actions next to it, not on it.',
    ),
    layout: 'padded',
  },
  args: { status: 'monitor', label: '' },
  argTypes: {
    status: {
      control: 'select',
      options: STATUSES,
      description: 'The status word; it picks the colour (green, yellow, red or gray).',
    },
    label: {
      control: 'text',
      description:
        "Replaces the word when the server gives its own; empty shows the status's word.",
    },
  },
  render: ({ status, label }) => <StatusBadge status={status} label={label || undefined} />,
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Monitor');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
  },
};

export const OwnLabel: Story = {
  name: 'Own label',
  args: { status: 'high', label: 'Above range' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Above range')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};
