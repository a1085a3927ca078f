import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Settings, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '@/components/button';
import { Tooltip } from '@/components/tooltip';
import { componentDocs } from '../support/docs-parameters';

const ICONS = { bell: Bell, settings: Settings, trash: Trash2 };

/** The tooltip's text and the icon button it names (the button's label is the same text). */
type TooltipArgs = Omit<ComponentProps<typeof Tooltip>, 'children'> & {
  content: string;
  icon: keyof typeof ICONS;
};

const meta = {
  tags: ['autodocs'],
  title: 'Components/Tooltip',
  parameters: {
    docs: componentDocs(
      'A short hint for an icon-only control or an abbreviation, shown on hover and on keyboard focus after a short delay, and dismissed with Escape. Never put essential information or interactive content in a tooltip; the control still needs its own accessible name.',
      { frame: '200px' },
    ),
    layout: 'centered',
  },
  args: { content: 'Notifications', icon: 'bell' },
  argTypes: {
    content: {
      control: 'text',
      description: "The tooltip's text; also the icon button's accessible name.",
    },
    icon: { control: 'select', options: Object.keys(ICONS) },
  },
  render: ({ content, icon }) => {
    const Icon = ICONS[icon];
    return (
      <Tooltip content={content}>
        <IconButton type="button" aria-label={content}>
          <Icon size={20} aria-hidden="true" />
        </IconButton>
      </Tooltip>
    );
  },
} satisfies Meta<TooltipArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focused by the keyboard, so the tooltip shows at once. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Notifications');
  },
};
