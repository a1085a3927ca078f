import { Form } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './alert';
import { Button } from './button';
import { DialogCancel } from './dialog';

/** A Formik form laid out in a dialog: one column of fields; no browser validation bubbles. */
export const DialogFields = styled(Form).attrs({ noValidate: true })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    min-width: 0;
  }
`;

/** Two or three short fields side by side, one per line on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, 100%), 1fr));
  /* A date or time input is wider than its column on a phone unless it may shrink. */
  > *,
  input {
    min-width: 0;
  }
`;

/** The dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The server's refusal of a form, in its words, above the form's buttons. */
export function SaveError({ status }: { status?: string }) {
  return status ? (
    <Alert tone="danger" role="alert" title="Not saved">
      <p>{status}</p>
    </Alert>
  ) : null;
}

interface DialogFormActionsProps {
  submitting: boolean;
  /** What the submit button says while the form is not being sent. */
  submitLabel: string;
  /** The submit button is also disabled while the form is not ready to send. */
  disabled?: boolean;
  /** Actions before Cancel, such as Delete. */
  children?: ReactNode;
}

/** A dialog form's buttons: Cancel closes the dialog, the submit button says "Saving..." meanwhile. */
export function DialogFormActions({
  submitting,
  submitLabel,
  disabled = false,
  children,
}: DialogFormActionsProps) {
  return (
    <DialogActions>
      {children}
      <DialogCancel />
      <Button type="submit" disabled={submitting || disabled}>
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </DialogActions>
  );
}
