import { Form } from 'formik';
import styled from 'styled-components';

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
