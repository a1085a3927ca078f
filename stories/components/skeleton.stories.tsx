import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { componentDocs } from '../support/docs-parameters';

/** The skeleton's size as numbers (px and %), and how many lines stand in for the content. */
interface SkeletonArgs {
  lines: number;
  height: number;
  width: number;
  $round: boolean;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: componentDocs(
      'A grey placeholder in the shape of content still loading, so the layout does not jump when it arrives. Use it for the first load of a card or list, not for an action (a button shows its own pending label). The region that is loading carries a status with a name such as "Loading your achievements", so screen-reader users hear what is happening.',
    ),
    layout: 'padded',
  },
  args: { lines: 3, height: 16, width: 70, $round: false },
  argTypes: {
    lines: { control: { type: 'number', min: 1, max: 8, step: 1 } },
    height: { control: { type: 'number', min: 8, max: 240, step: 4 }, name: 'height (px)' },
    width: { control: { type: 'range', min: 10, max: 100, step: 5 }, name: 'width (%)' },
    $round: { control: 'boolean', description: 'A circle, for an avatar.' },
  },
  render: ({ lines, height, width, $round }) => (
    <main>
      <Stack $gap="sm" data-testid="skeletons">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton
            key={i}
            $height={`${height}px`}
            $width={$round ? `${height}px` : `${width}%`}
            $round={$round}
          />
        ))}
      </Stack>
    </main>
  ),
} satisfies Meta<SkeletonArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getByTestId('skeletons').children;
    await expect(lines).toHaveLength(3);
    // Placeholders only: assistive technology skips them.
    for (const line of lines) await expect(line).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Avatar: Story = { args: { lines: 1, height: 48, $round: true } };
