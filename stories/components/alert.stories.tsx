import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Alert, type Tone } from '@/components/alert';
import { everyOption } from '../support/options';
import { componentDocs } from '../support/docs-parameters';

const ICONS = {
  none: null,
  info: <Info size={20} aria-hidden="true" />,
  success: <CheckCircle2 size={20} aria-hidden="true" />,
  warning: <AlertTriangle size={20} aria-hidden="true" />,
  danger: <XCircle size={20} aria-hidden="true" />,
};

const meta = {
  tags: ['autodocs'],
  title: 'Components/Alert',
  component: Alert,
  parameters: {
    docs: componentDocs(
      'Use an alert for a message about the whole page or form that must be read: an error that stops the user, or a warning with a deadline. Tones: info, success, warning, danger and neutral; each has its own border and soft background. Give it role alert when it must be announced at once (an error after a submit) and role status for a polite update; without a role it is read in place. Keep the title short and say what to do next; for a passing confirmation use a toast instead. Never let the colour be the only cue: the title (and an optional icon) carry the meaning.',
    ),
    layout: 'padded',
  },
  args: {
    tone: 'warning',
    title: 'Your sensor expires in 2 days',
    children: 'Order a replacement so your readings continue without a gap.',
    icon: 'warning',
    role: undefined,
  },
  argTypes: {
    tone: {
      control: 'select',
      options: everyOption<Tone>({
        info: true,
        success: true,
        warning: true,
        danger: true,
        neutral: true,
      }),
    },
    title: { control: 'text' },
    children: { control: 'text', name: 'text' },
    icon: {
      control: 'select',
      options: Object.keys(ICONS),
      mapping: ICONS,
      description: 'A decorative icon; the title and text carry the meaning.',
    },
    role: {
      control: 'select',
      options: ['none', 'status', 'alert'],
      mapping: { none: undefined },
      description: "'alert' interrupts a screen reader: only for an error after an action.",
    },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your sensor expires in 2 days')).toBeVisible();
  },
};

export const ErrorAfterAction: Story = {
  name: 'Error after an action',
  args: {
    tone: 'danger',
    title: 'Could not save',
    children: 'Check your connection and try again.',
    icon: 'danger',
    role: 'alert',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not save');
  },
};
