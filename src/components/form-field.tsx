import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/** A labelled control with its message line; shared by the text and select fields. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  background: ${({ theme }) => theme.color.surface};
  width: 100%;
`;

/**
 * Always rendered, one line tall even when empty: a message appearing on blur must not push the
 * controls below down between a mouse-down and its mouse-up, or the click is lost.
 */
export const ErrorText = styled.p`
  min-height: 1lh;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A Formik field with its label's id: its message shows once the field was left, tied to the
 * control by `errorId`.
 */
export function useLabelledField(name: string) {
  const [field, meta] = useField(name);
  const id = useId();
  return {
    field,
    meta,
    id,
    errorId: `${id}-error`,
    showError: Boolean(meta.touched && meta.error),
  };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
}

/** A labelled Formik input whose validation message is announced and tied to the input. */
export function TextField({
  name,
  label,
  type = 'text',
  'aria-describedby': hintId,
  ...rest
}: TextFieldProps) {
  const { field, meta, id, errorId, showError } = useLabelledField(name);
  const { setFieldValue } = useFormikContext();
  const input = useRef<HTMLInputElement>(null);
  // A page rendered at build time shows its form before its script runs: what the visitor typed
  // (or a password manager filled in) meanwhile is in the input, which still holds the value it
  // was rendered with as its default, and not yet in the form's values.
  useEffect(() => {
    const element = input.current;
    if (element && element.value !== element.defaultValue) {
      void setFieldValue(name, element.value, false);
    }
  }, [name, setFieldValue]);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={input}
        id={id}
        type={type}
        {...field}
        {...rest}
        $invalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={
          [hintId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      <ErrorText id={showError ? errorId : undefined} aria-live="polite">
        {showError ? meta.error : null}
      </ErrorText>
    </Field>
  );
}
