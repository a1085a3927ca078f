import * as yup from 'yup';
import { PASSWORD_MIN, RESET_PASSWORD_MAX, RESET_PASSWORD_MIN, USERNAME_MIN } from './constants';

/** Field rules shared by the forms and the mocked server; messages exactly as SPEC.md section 5. */
export const EMAIL_MAX = 254;

export const emailField = (message = 'Please enter a valid email address') =>
  yup
    .string()
    .trim()
    .required(message)
    .email(message)
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`);

export const usernameField = () =>
  yup
    .string()
    .trim()
    .required(`Username must be at least ${USERNAME_MIN} characters`)
    .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
    .max(30, 'Username must be at most 30 characters')
    .matches(
      /^[A-Za-z0-9_.-]*$/,
      'Username may contain only letters, numbers, dots, dashes and underscores',
    );

/** An optional first or last name. */
export const nameField = () => yup.string().trim().max(50, 'Names must be at most 50 characters');

export const passwordField = () =>
  yup
    .string()
    .required(`Password must be at least ${PASSWORD_MIN} characters`)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(RESET_PASSWORD_MAX, `Password must be at most ${RESET_PASSWORD_MAX} characters`);

/** The reset-password rules: 8 to 100 characters with an upper-case letter, a lower-case letter and a digit. */
export const strongPasswordField = () =>
  yup
    .string()
    .required(`Password must be at least ${RESET_PASSWORD_MIN} characters`)
    .min(RESET_PASSWORD_MIN, `Password must be at least ${RESET_PASSWORD_MIN} characters`)
    .max(RESET_PASSWORD_MAX, `Password must be at most ${RESET_PASSWORD_MAX} characters`)
    .matches(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .matches(/[a-z]/, 'Password must contain at least one lowercase letter')
    .matches(/[0-9]/, 'Password must contain at least one number');
