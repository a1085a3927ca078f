import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Carousel } from '@/features/marketing/components/carousel';
import { TestimonialCard } from '@/features/marketing/components/testimonial-card';
import { TESTIMONIALS, TESTIMONIALS_CAROUSEL_MS } from '@/features/marketing/testimonials';
import { screenDocs } from '../support/docs-parameters';

/* The testimonial carousel of /testimonials and /landing-old, on its own. */
const meta: Meta<typeof Carousel<(typeof TESTIMONIALS)[number]>> = {
  tags: ['autodocs'],
  parameters: {
    docs: screenDocs(
      'The testimonial carousel on the public home page: one quote at a time, moved by its arrows and dots.',
    ),
  },
  title: 'Public site/Testimonial carousel',
  component: Carousel,
  args: {
    label: 'Testimonials',
    itemName: 'testimonial',
    items: TESTIMONIALS,
    intervalMs: TESTIMONIALS_CAROUSEL_MS,
    renderItem: (testimonial) => <TestimonialCard testimonial={testimonial} />,
  },
  argTypes: {
    label: { control: 'text', description: 'What the carousel holds.' },
    itemName: { control: 'text', description: 'Names its buttons: "Next testimonial".' },
    intervalMs: {
      control: { type: 'number', min: 2000, max: 20000, step: 1000 },
      description: 'How long each item shows before the next.',
    },
    items: { table: { disable: true } },
    renderItem: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group');
    await expect(slide).toHaveAccessibleName('1 of 6');
    await expect(slide).toHaveTextContent('Maya Thompson');
  },
};

/** Previous from the first wraps to the last; the carousel holds still while focused. */
export const Last: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    const slide = canvas.getByRole('group');
    await expect(slide).toHaveAccessibleName('6 of 6');
    await expect(slide).toHaveTextContent('James Walker');
    await expect(slide.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

/** The system asks for reduced motion: no Pause button, it never turns by itself. */
export const ReducedMotion: Story = {
  name: 'Reduced motion',
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return list;
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
    await expect(canvas.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
  },
};
