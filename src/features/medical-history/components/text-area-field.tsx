import styled from 'styled-components';
import { ErrorText, Field, Input, Label, useLabelledField } from '@/components/form-field';

const Area = styled(Input).attrs({ as: 'textarea', rows: 3 })`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
  font: inherit;
`;

/**
 * A labelled Formik text area for free text (description, notes); its one rule, a length limit,
 * says its message below it as a text field does.
 */
export function TextAreaField({ name, label }: { name: string; label: string }) {
  const { field, meta, id, errorId, showError } = useLabelledField(name);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area
        id={id}
        {...field}
        $invalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <ErrorText id={errorId} aria-live="polite">
          {meta.error}
        </ErrorText>
      )}
    </Field>
  );
}
