import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { Bell, Info } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { Alert } from '@/components/alert';
import { Avatar } from '@/components/avatar';
import { Button, IconButton } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { TextField } from '@/components/form-field';
import { Page, Row, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { Spinner } from '@/components/spinner';
import { Tooltip } from '@/components/tooltip';
import { emailField } from '@/lib/validation';
import { componentDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Components/Primitives',
  parameters: {
    docs: componentDocs(
      'The small building blocks the screens share. Use them instead of styling raw elements, so spacing, type and colour follow the tokens (see Foundations) in both themes.',
    ),
    layout: 'padded',
  },
};
export default meta;
type Story = StoryObj;

export const Buttons: Story = {
  render: () => (
    <Row $wrap>
      <Button>Primary</Button>
      <Button $variant="secondary">Secondary</Button>
      <Button $variant="ghost">Ghost</Button>
      <Button $variant="danger">Danger</Button>
      <Button disabled>Disabled</Button>
      <IconButton aria-label="Notifications">
        <Bell size={20} aria-hidden="true" />
      </IconButton>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Cards: Story = {
  render: () => (
    <Card>
      <Stack $gap="sm">
        <CardTitle>Heart Rate</CardTitle>
        <Muted>Resting HR</Muted>
      </Stack>
    </Card>
  ),
};

export const Alerts: Story = {
  render: () => (
    <Stack>
      {(['info', 'success', 'warning', 'danger', 'neutral'] as const).map((tone) => (
        <Alert
          key={tone}
          tone={tone}
          title={`A ${tone} note`}
          icon={<Info size={20} aria-hidden="true" />}
        >
          <p>Supporting text for the {tone} tone.</p>
        </Alert>
      ))}
    </Stack>
  ),
};

export const TextFieldWithError: Story = {
  name: 'Text field with an error',
  render: () => (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={yup.object({ email: emailField() })}
      onSubmit={() => undefined}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <Button type="submit">Submit</Button>
          </Stack>
        </form>
      )}
    </Formik>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Skeletons: Story = {
  render: () => (
    <Page>
      <Row>
        <Skeleton $width="48px" $height="48px" $round />
        <Stack $gap="sm" style={{ flex: 1 }}>
          <Skeleton $width="40%" />
          <Skeleton $width="70%" />
        </Stack>
      </Row>
      <Skeleton $height="160px" />
      <Spinner />
    </Page>
  ),
};

export const AvatarInitial: Story = {
  name: 'Avatar initial',
  render: () => <Avatar name="Alex" />,
};

export const TooltipOnFocus: Story = {
  name: 'Tooltip on focus',
  render: () => (
    <Tooltip content="Notifications">
      <IconButton aria-label="Notifications">
        <Bell size={20} aria-hidden="true" />
      </IconButton>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Notifications');
  },
};
