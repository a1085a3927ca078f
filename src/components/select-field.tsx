import type { ChangeEvent, ReactNode } from 'react';
import { ErrorText, Field, Input, Label, useLabelledField } from './form-field';

interface SelectFieldProps {
  name: string;
  label: string;
  children: ReactNode;
  /** Replaces Formik's own change handler, for a choice that resets other fields. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A labelled Formik select in the shared text field's style, its message tied to it. */
export function SelectField({ name, label, children, onChange }: SelectFieldProps) {
  const { field, meta, id, errorId, showError } = useLabelledField(name);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        as="select"
        id={id}
        {...field}
        onChange={onChange ?? field.onChange}
        $invalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
      >
        {children}
      </Input>
      <ErrorText id={showError ? errorId : undefined} aria-live="polite">
        {showError ? meta.error : null}
      </ErrorText>
    </Field>
  );
}
