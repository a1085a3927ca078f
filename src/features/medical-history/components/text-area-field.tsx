import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { Field, Input, Label } from '@/components/form-field';

const Area = styled(Input).attrs({ as: 'textarea', rows: 3 })`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
  font: inherit;
`;

/** A labelled Formik text area for free text with no rule to break (description, notes). */
export function TextAreaField({ name, label }: { name: string; label: string }) {
  const [field] = useField(name);
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area id={id} {...field} />
    </Field>
  );
}
