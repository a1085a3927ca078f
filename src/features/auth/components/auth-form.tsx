import { Form } from 'formik';
import styled from 'styled-components';

/** A Formik form laid out as one column; the schema validates, so the browser's own checks are off. */
export const AuthForm = styled(Form).attrs({ noValidate: true })`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
