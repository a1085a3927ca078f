import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Stack } from '@/components/layout';
import { componentDocs } from '../support/docs-parameters';

/** The card and what goes in it: a title, a muted line, a figure and an optional action. */
type CardArgs = ComponentProps<typeof Card> & {
  title: string;
  subtitle: string;
  value: string;
  action: boolean;
  width: number;
};

const meta = {
  tags: ['autodocs'],
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: componentDocs(
      'A card groups one subject (a reading, a chart, a list) under a title, with an optional muted subtitle. Use one card per subject and do not nest cards. Keep the title short and specific, since it names what the card holds; the muted subtitle is for secondary text such as the period shown.',
    ),
    layout: 'padded',
  },
  args: {
    title: 'Heart rate',
    subtitle: 'Resting, last 7 days',
    value: '61 bpm',
    action: true,
    width: 360,
  },
  argTypes: {
    title: {
      control: 'text',
      description: 'CardTitle: an h2, so a screen has a heading per card.',
    },
    subtitle: { control: 'text', description: 'Muted: secondary text.' },
    value: { control: 'text' },
    action: { control: 'boolean', description: 'A secondary button at the end.' },
    width: { control: { type: 'number', min: 200, max: 960, step: 20 }, name: 'width (px)' },
  },
  render: ({ title, subtitle, value, action, width }) => (
    <main style={{ maxWidth: width }}>
      <Card>
        <Stack $gap="sm">
          <CardTitle>{title}</CardTitle>
          {subtitle && <Muted>{subtitle}</Muted>}
          {value && <p style={{ fontSize: '2rem', fontWeight: 700 }}>{value}</p>}
          {action && (
            <div>
              <Button type="button" $variant="secondary">
                View details
              </Button>
            </div>
          )}
        </Stack>
      </Card>
    </main>
  ),
} satisfies Meta<CardArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Heart rate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View details' })).toBeVisible();
  },
};
