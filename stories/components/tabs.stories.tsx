import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { ArgState } from '../support/arg-state';
import { componentDocs } from '../support/docs-parameters';

/** The Health Metrics tabs, the longest set in the app. */
const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'heart-rate', label: 'Heart rate' },
  { value: 'activity', label: 'Activity' },
  { value: 'weight', label: 'Weight' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const PREFIX = 'playground';

interface TabsArgs {
  label: string;
  count: number;
  selected: TabValue;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Tabs',
  parameters: {
    docs: componentDocs(
      'Tabs switch between views of one subject on the same page (periods, sections of a screen). Keep labels to one or two words. The tab list is named; the arrow keys move between tabs and wrap at the ends; the selected tab is announced, and the panel is named by its tab.',
    ),
    layout: 'padded',
  },
  args: { label: 'Health metrics', count: 5, selected: 'overview' },
  argTypes: {
    label: { control: 'text', description: "The tab list's accessible name." },
    count: {
      control: { type: 'number', min: 2, max: TABS.length, step: 1 },
      description: 'How many tabs; up to five fit side by side on a phone.',
    },
    selected: {
      control: 'select',
      options: TABS.map((tab) => tab.value),
      description: 'The selected tab; arrow keys, Home and End move it.',
    },
  },
  /** The tabs and the panel they control; choosing a tab updates the `selected` control. */
  render: function Render({ label, count, selected }) {
    const [, updateArgs] = useArgs<TabsArgs>();
    const tabs = TABS.slice(0, Math.min(Math.max(count, 2), TABS.length));
    return (
      <ArgState value={selected} onChange={(value) => updateArgs({ selected: value })}>
        {(value, select) => {
          const current = tabs.find((tab) => tab.value === value) ?? tabs[0];
          return (
            <main>
              <Tabs
                idPrefix={PREFIX}
                label={label}
                tabs={tabs}
                selected={current.value}
                onSelect={select}
              />
              <div
                role="tabpanel"
                id={panelId(PREFIX)}
                aria-labelledby={tabId(PREFIX, current.value)}
                tabIndex={0}
                style={{ padding: '16px 0' }}
              >
                {current.label} panel
              </div>
            </main>
          );
        }}
      </ArgState>
    );
  },
} satisfies Meta<TabsArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    const sleep = canvas.getByRole('tab', { name: 'Sleep' });
    await expect(sleep).toHaveFocus();
    await expect(sleep).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sleep panel');
  },
};

export const TwoTabs: Story = { name: 'Two tabs', args: { count: 2, selected: 'sleep' } };
