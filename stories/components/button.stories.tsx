import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonVariant } from '@/components/button';
import { everyOption } from '../support/options';
import { componentDocs } from '../support/docs-parameters';

const VARIANTS = everyOption<ButtonVariant>({
  primary: true,
  secondary: true,
  ghost: true,
  danger: true,
});

const meta = {
  tags: ['autodocs'],
  title: 'Components/Button',
  component: Button,
  parameters: {
    docs: componentDocs(
      'Use a button for an action on this page; use a link to go somewhere. Variants: primary for the one main action of a view, secondary for the others, ghost for low-emphasis actions in toolbars and cards, danger only for deleting. Labels are verbs that say what happens; block makes it fill its container (forms on a phone). Every button is at least 44 px high (the Playground story checks it), focusable with Tab, pressed with Enter or Space, with a visible focus ring; a disabled button is skipped by Tab, so say elsewhere why the action is unavailable.',
    ),
    layout: 'padded',
  },
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
