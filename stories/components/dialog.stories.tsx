import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/button';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { ArgState } from '../support/arg-state';
import { componentDocs } from '../support/docs-parameters';

/** The dialog's own props, whether it is open (follows the close button and Escape) and its body. */
type DialogArgs = ComponentProps<typeof DialogContent> & { open: boolean; body: string };

const meta = {
  tags: ['autodocs'],
  title: 'Components/Dialog',
  component: DialogContent,
  parameters: {
    docs: componentDocs(
      'A modal dialog for a short task (a form, a detail) on top of the page, or, placed left, the navigation drawer on a phone. Its title is its accessible name and its description is read with it. Focus moves into the dialog, Tab cycles inside it, Escape or the close button closes it, and focus returns to what opened it.',
      { frame: '420px' },
    ),
    layout: 'padded',
  },
  args: {
    open: true,
    title: 'Add measurement',
    description: 'Enter a reading you took yourself.',
    placement: 'center',
    body: 'The form fields go here, one per line.',
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text', description: 'The accessible name of the dialog.' },
    description: {
      control: 'text',
      description: 'Read out with the title; empty leaves the dialog without one.',
    },
    placement: {
      control: 'select',
      options: ['center', 'left'],
      description: "'left' slides in as the navigation drawer.",
    },
    body: { control: 'text' },
    children: { table: { disable: true } },
    onCloseAutoFocus: { table: { disable: true } },
  },
  render: function Render({ open, body, description, ...content }) {
    const [, updateArgs] = useArgs<DialogArgs>();
    return (
      <ArgState value={open} onChange={(next) => updateArgs({ open: next })}>
        {(isOpen, setOpen) => (
          <DialogRoot open={isOpen} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button">Open dialog</Button>
            </DialogTrigger>
            <DialogContent {...content} description={description || undefined}>
              <p>{body}</p>
            </DialogContent>
          </DialogRoot>
        )}
      </ArgState>
    );
  },
} satisfies Meta<DialogArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add measurement' });
    await expect(dialog).toHaveAccessibleDescription('Enter a reading you took yourself.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Open dialog' }));
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};

export const Drawer: Story = {
  args: { placement: 'left', title: 'Menu', description: '', body: 'Navigation links.' },
};
