import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { TextField } from '@/components/form-field';
import { componentDocs } from '../support/docs-parameters';

/** The field's own props, its value and the message validation would give. */
type TextFieldArgs = ComponentProps<typeof TextField> & { value: string; error: string };

const meta = {
  tags: ['autodocs'],
  title: 'Components/Text field',
  component: TextField,
  parameters: {
    docs: componentDocs(
      'A labelled single-line input. The label is always visible (never only a placeholder); the validation message is tied to the input so it is read with it. Use the matching input type (email, password, number) so phones show the right keyboard, and keep the visible focus ring.',
    ),
    layout: 'padded',
  },
  args: {
    name: 'weight',
    label: 'Weight (kg)',
    type: 'number',
    value: '72.4',
    error: '',
    placeholder: '',
    required: false,
    disabled: false,
  },
  argTypes: {
    name: { table: { disable: true } },
    label: { control: 'text', description: 'Always visible above the input; never a placeholder.' },
    type: {
      control: 'select',
      options: ['text', 'email', 'password', 'number', 'date', 'time', 'tel'],
    },
    value: { control: 'text' },
    error: {
      control: 'text',
      description: 'A validation message: shown below, announced and tied to the input.',
    },
    placeholder: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: ({ value, error, ...field }) => (
    // A new form when the value or message changes, so each control shows at once.
    <Formik
      key={`${value}|${error}`}
      initialValues={{ [field.name]: value }}
      initialErrors={error ? { [field.name]: error } : {}}
      initialTouched={error ? { [field.name]: true } : {}}
      onSubmit={() => undefined}
    >
      <form noValidate style={{ maxWidth: 360 }}>
        <TextField {...field} />
      </form>
    </Formik>
  ),
} satisfies Meta<TextFieldArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Weight (kg)')).toHaveValue(72.4);
  },
};

export const WithError: Story = {
  name: 'With an error',
  args: { value: '', error: 'Please enter your weight' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Weight (kg)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your weight');
  },
};
