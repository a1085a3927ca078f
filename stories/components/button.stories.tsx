import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonVariant } from '@/components/button';
import { everyOption } from '../support/options';

const VARIANTS = everyOption<ButtonVariant>({
  primary: true,
  secondary: true,
  ghost: true,
  danger: true,
});

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: {
    children: 'Save changes',
    $variant: 'primary',
    $block: false,
    disabled: false,
    type: 'button',
    onClick: fn(),
  },
  argTypes: {
    children: { control: 'text', description: 'The label: a verb saying what happens.' },
    $variant: {
      control: 'select',
      options: VARIANTS,
      description: 'Primary for the one main action; danger only for deleting.',
    },
    $block: { control: 'boolean', description: 'Takes the full width of its container.' },
    disabled: { control: 'boolean' },
    type: { control: 'select', options: ['button', 'submit', 'reset'] },
    onClick: { table: { disable: true } },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = { args: { $variant: 'danger', children: 'Delete entry' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
