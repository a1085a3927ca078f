import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/components/button';
import { Row } from '@/components/layout';
import { useToast } from '@/components/toast';
import { componentDocs } from '../support/docs-parameters';

function ToastDemo() {
  const { toast } = useToast();
  return (
    <Row $wrap>
      <Button
        onClick={() =>
          toast({ title: 'Added to cart', description: 'Item successfully added to your cart' })
        }
      >
        Show toast
      </Button>
      <Button
        $variant="secondary"
        onClick={() =>
          toast({
            title: 'Error',
            description: 'Failed to add item to cart',
            variant: 'destructive',
          })
        }
      >
        Show error toast
      </Button>
    </Row>
  );
}

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Components/Toast',
  render: () => <ToastDemo />,
  parameters: {
    docs: componentDocs(
      'A brief confirmation of something that just happened (saved, added, sent), in the corner, without interrupting. One shows at a time (see One at a time). An error that needs action belongs in an alert, not a toast, and a toast never holds the only copy of important information. Each toast has a Close button named for screen readers.',
      { frame: '260px' },
    ),
    layout: 'padded',
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    // The toaster is loaded lazily with the app's providers.
    const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications (F8)',
    });
    await expect(await within(region).findByText('Added to cart')).toBeVisible();
  },
};

export const OneAtATime: Story = {
  name: 'One at a time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    // The toaster is loaded lazily with the app's providers.
    const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications (F8)',
    });
    await expect(await within(region).findByText('Failed to add item to cart')).toBeVisible();
    await expect(within(region).queryByText('Added to cart')).not.toBeInTheDocument();
  },
};
