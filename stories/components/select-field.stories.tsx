import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { SelectField } from '@/components/select-field';
import { MEAL_TYPES, MEAL_TYPE_LABELS, type MealType } from '@/lib/meals/rules';
import { componentDocs } from '../support/docs-parameters';

/** The select's label, its choice and the message validation would give; the options are meals. */
type SelectFieldArgs = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  value: MealType | '';
  error: string;
};

const meta = {
  tags: ['autodocs'],
  title: 'Components/Select field',
  parameters: {
    docs: componentDocs(
      "A labelled select for one choice from a fixed list (a unit, a period, a category), in the text field's style. For two or three options consider tabs or a switch. The label is always visible and names the control; a validation message is tied to the field so it is read with it. Keyboard and screen-reader behaviour is the browser's own.",
    ),
    layout: 'padded',
  },
  args: { name: 'mealType', label: 'Meal', value: 'lunch', error: '' },
  argTypes: {
    name: { table: { disable: true } },
    onChange: { table: { disable: true } },
    label: { control: 'text' },
    value: {
      control: 'select',
      options: ['', ...MEAL_TYPES],
      description: 'The chosen option; empty shows the prompt.',
    },
    error: { control: 'text', description: 'A validation message, tied to the select.' },
  },
  render: ({ value, error, ...field }) => (
    <Formik
      key={`${value}|${error}`}
      initialValues={{ [field.name]: value }}
      initialErrors={error ? { [field.name]: error } : {}}
      initialTouched={error ? { [field.name]: true } : {}}
      onSubmit={() => undefined}
    >
      <form noValidate style={{ maxWidth: 360 }}>
        <SelectField {...field}>
          <option value="">Choose a meal</option>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {MEAL_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </form>
    </Formik>
  ),
} satisfies Meta<SelectFieldArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Meal')).toHaveValue('lunch');
  },
};

export const WithError: Story = {
  name: 'With an error',
  args: { value: '', error: 'Choose the meal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Meal')).toHaveAccessibleDescription(
      'Choose the meal',
    );
  },
};
