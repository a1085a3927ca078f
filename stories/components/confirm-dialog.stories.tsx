import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ArgState } from '../support/arg-state';
import { componentDocs } from '../support/docs-parameters';

const meta = {
  tags: ['autodocs'],
  title: 'Components/Confirm dialog',
  component: ConfirmDialog,
  parameters: {
    docs: componentDocs(
      'Ask before an action that cannot be undone (deleting a reading, the account, the demo data). The title asks the question, the confirm button names the action and Cancel is always there; while the action runs the dialog shows it is pending (see Pending). It is a modal dialog: focus moves into it, Tab stays inside, Escape or Cancel closes it, and focus returns to the control that opened it.',
      { frame: '360px' },
    ),
    layout: 'padded',
  },
  args: {
    open: true,
    title: 'Delete this reading?',
    description: 'The reading of 128 mg/dL at 08:15 is removed from your history.',
    confirmLabel: 'Delete reading',
    pending: false,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    confirmLabel: { control: 'text', description: 'Says what will happen: "Delete reading".' },
    pending: { control: 'boolean', description: 'While deleting: the button reads "Deleting...".' },
    onConfirm: { table: { disable: true } },
    onOpenChange: { table: { disable: true } },
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs<typeof args>();
    return (
      <ArgState value={args.open} onChange={(open) => updateArgs({ open })}>
        {(open, setOpen) => (
          <ConfirmDialog
            {...args}
            open={open}
            onOpenChange={(next) => {
              args.onOpenChange(next);
              setOpen(next);
            }}
          />
        )}
      </ArgState>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this reading?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete reading' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};
