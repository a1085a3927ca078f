import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BODY_REGIONS,
  BodyDiagram,
  type BodyRegionId,
  type BodySystemView,
} from '@/components/body-diagram';
import { ArgState } from '../support/arg-state';
import { themes } from '@/theme/tokens';
import { componentDocs } from '../support/docs-parameters';

/** One system in each status the API answers, and one the rule does not know (gray). */
const EVERY_STATUS: BodySystemView[] = [
  {
    id: 'brain',
    name: 'Sleep & mind',
    status: 'good',
    link: '/health-metrics?tab=sleep',
    readings: [
      { label: 'Last night', display: '7h 42m', status: 'good' },
      { label: 'Sleep score', display: '86/100', status: 'good' },
    ],
  },
  {
    id: 'lungs',
    name: 'Lungs',
    status: 'monitor',
    link: '/health-metrics',
    readings: [{ label: 'Blood oxygen', display: '93.8%', status: 'monitor' }],
  },
  {
    id: 'heart',
    name: 'Heart',
    status: 'normal',
    link: '/health-metrics?tab=heart-rate',
    readings: [
      { label: 'Resting heart rate', display: '61 bpm', status: 'good' },
      { label: 'HRV', display: '54 ms', status: 'normal' },
      { label: 'Blood pressure', display: '121/79 mmHg', status: 'normal' },
    ],
  },
  {
    id: 'metabolism',
    name: 'Metabolism',
    status: 'high',
    link: '/health-metrics?tab=weight',
    readings: [{ label: 'Average glucose', display: '192 mg/dL', status: 'high' }],
  },
  {
    id: 'muscles',
    name: 'Muscles & activity',
    status: 'unknown',
    link: '/health-metrics?tab=activity',
    readings: [{ label: 'Steps a day', display: '—', status: 'unknown' }],
  },
];

/** The tone colour the health rules give each status, as the browser computes it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

function organFill(canvasElement: HTMLElement, name: string) {
  const region = within(canvasElement).getByRole('button', { name });
  return getComputedStyle(region.querySelector('.organ')!).fill;
}

/** The status words the API sends for a body system; 'absent' leaves the system out (no data). */
const SYSTEM_STATUSES = [
  'good',
  'normal',
  'low',
  'monitor',
  'high',
  'critical',
  'unknown',
  'absent',
];

/**
 * The diagram's props, and for the playground each system's status and the chosen system
 * ('none' or a system), which the diagram's own choice updates.
 */
type BodyDiagramArgs = ComponentProps<typeof BodyDiagram> &
  Partial<Record<BodyRegionId, string>> & { chosen?: BodyRegionId | 'none' };

const meta = {
  tags: ['autodocs'],
  title: 'Components/Body diagram',
  component: BodyDiagram,
  parameters: {
    docs: componentDocs(
      'A front and back outline of the body on which the user marks the regions that concern them. The diagram is a named group; each region is a button named after the body part, reached with Tab, toggled with Enter or Space, with its pressed state announced. Selected regions are shown by fill and outline, not by colour alone.',
    ),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <main>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
  args: { systems: EVERY_STATUS, label: 'Body systems', onSelect: fn() },
  argTypes: {
    systems: { table: { disable: true } },
    selectedId: { table: { disable: true } },
    onSelect: { table: { disable: true } },
    label: { control: 'text', description: 'The name of the drawing for assistive technology.' },
  },
} satisfies Meta<BodyDiagramArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const statusControl = (name: string) => ({
  control: 'select' as const,
  options: SYSTEM_STATUSES,
  name: `${name} status`,
});

/** Each system's status as a select, and the chosen system; the readings take the system's status. */
export const Playground: Story = {
  args: {
    brain: 'good',
    lungs: 'monitor',
    heart: 'normal',
    metabolism: 'high',
    muscles: 'unknown',
    chosen: 'none',
  },
  argTypes: {
    ...Object.fromEntries(EVERY_STATUS.map((system) => [system.id, statusControl(system.name)])),
    chosen: {
      control: 'select',
      options: ['none', ...BODY_REGIONS],
      description: 'The system whose readings show; pressing a region changes it.',
    },
  },
  render: function Render({ chosen, label, onSelect, ...statuses }) {
    const [, updateArgs] = useArgs<BodyDiagramArgs>();
    const systems = EVERY_STATUS.flatMap((system) => {
      const status = statuses[system.id] ?? system.status;
      if (status === 'absent') return [];
      const readings = system.readings.map((reading) => ({ ...reading, status }));
      return [{ ...system, status, readings }];
    });
    return (
      <ArgState value={chosen ?? 'none'} onChange={(next) => updateArgs({ chosen: next })}>
        {(current, choose) => (
          <BodyDiagram
            systems={systems}
            label={label}
            selectedId={current === 'none' ? null : current}
            onSelect={(system) => {
              onSelect?.(system);
              choose(system?.id ?? 'none');
            }}
          />
        )}
      </ArgState>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lungs: Monitor' }));
    await expect(canvas.getByRole('button', { name: 'Lungs: Monitor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('list', { name: 'Lungs readings' })).toBeVisible();
  },
};

export const EveryStatus: Story = {
  name: 'Every status',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { color } = themes.light;
    await expect(organFill(canvasElement, 'Sleep & mind: Good')).toBe(rgb(color.success));
    await expect(organFill(canvasElement, 'Heart: Normal')).toBe(rgb(color.success));
    await expect(organFill(canvasElement, 'Lungs: Monitor')).toBe(rgb(color.warning));
    await expect(organFill(canvasElement, 'Metabolism: High')).toBe(rgb(color.danger));
    await expect(organFill(canvasElement, 'Muscles & activity: Unknown')).toBe(rgb(color.neutral));
    // The text alternative: every system and its status in words.
    const legend = canvas.getByRole('list', { name: 'Systems and their status' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sleep & mindGood',
      'LungsMonitor',
      'HeartNormal',
      'MetabolismHigh',
      'Muscles & activityUnknown',
    ]);
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const lungs = canvas.getByRole('button', { name: 'Lungs: Monitor' });
    await expect(lungs).toHaveFocus();
    // The focus ring is drawn around the region in the focus colour.
    await waitFor(() =>
      expect(getComputedStyle(lungs.querySelector('.hit')!).stroke).toBe(
        rgb(themes.light.color.focus),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(lungs).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('list', { name: 'Lungs readings' })).toHaveTextContent(
      'Blood oxygen93.8%Monitor',
    );
    await expect(canvas.getByRole('link', { name: 'View Lungs details' })).toHaveAttribute(
      'href',
      '/health-metrics',
    );
  },
};

/** The dark theme's status colours, which the light stories cannot check. */
export const EveryStatusDark: Story = {
  name: 'Every status (dark)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { color } = themes.dark;
    await expect(organFill(canvasElement, 'Metabolism: High')).toBe(rgb(color.danger));
    await userEvent.click(canvas.getByRole('button', { name: 'Heart: Normal' }));
    await expect(canvas.getByRole('list', { name: 'Heart readings' })).toBeVisible();
  },
};

/** At phone width every region stays a 44 px touch target. */
export const TouchTargetsPhone: Story = {
  name: 'Touch targets (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every region is a touch target of at least 44 × 44 px.
    for (const region of canvas.getAllByRole('button')) {
      const box = region.querySelector('.hit')!.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  },
};

export const NoReadingsYet: Story = {
  name: 'No readings yet',
  args: { systems: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText(/No readings yet/)).toBeVisible();
  },
};
