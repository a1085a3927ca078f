import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@/components/switch';
import { ArgState } from '../support/arg-state';
import { componentDocs } from '../support/docs-parameters';

const meta = {
  tags: ['autodocs'],
  title: 'Components/Switch',
  component: Switch,
  parameters: {
    docs: componentDocs(
      'An on/off setting that takes effect at once (notifications, units). Inside a form saved with a button, use a checkbox instead. The switch has a visible label that names it, is announced as a switch with its on/off state, toggles with Space or Enter, and is a full 44 px touch target (the track is 44 px wide and the button at least 44 px tall).',
    ),
    layout: 'padded',
  },
  args: {
    label: 'Glucose alerts',
    description: 'A notification when a reading leaves your target range.',
    checked: true,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text', description: "The switch's accessible name." },
    description: { control: 'text', description: 'Read out after the name.' },
    checked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    onChange: { table: { disable: true } },
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs<typeof args>();
    return (
      <main style={{ maxWidth: 480 }}>
        <ArgState value={args.checked} onChange={(checked) => updateArgs({ checked })}>
          {(checked, setChecked) => (
            <Switch
              {...args}
              checked={checked}
              onChange={(next) => {
                args.onChange(next);
                setChecked(next);
              }}
            />
          )}
        </ArgState>
      </main>
    );
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Glucose alerts' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    // Space turns it back on, as for any switch.
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};
