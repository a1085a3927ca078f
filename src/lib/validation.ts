import dayjs from 'dayjs';
import * as yup from 'yup';
import { isRealDate } from './health/measurements';
import { PASSWORD_MIN, RESET_PASSWORD_MAX, RESET_PASSWORD_MIN, USERNAME_MIN } from './constants';

/** Field rules shared by the forms and the mocked server, with the messages users see. */
export const EMAIL_MAX = 254;

/**
 * An e-mail address as docs/openapi.yaml's `format: email` means it: the pattern ajv-formats checks
 * (its full mode, RFC 5322's dot-atom form with a dotted domain), so the forms, the mocked server
 * and the document refuse the same addresses. yup's own `.email()` accepts `=@0`, which the
 * document refuses.
 */
export const EMAIL_FORMAT =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const emailField = (message = 'Please enter a valid email address') =>
  yup
    .string()
    .trim()
    .required(message)
    .matches(EMAIL_FORMAT, message)
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

/**
 * The token of an e-mailed link: URL-safe Base64 (mocks/crypto.ts `randomToken` makes 43
 * characters), so anything longer or of other characters opens nothing and is refused by name.
 */
export const linkTokenField = (required: string, invalid: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .max(64, invalid)
    .matches(/^[A-Za-z0-9_-]+$/, invalid);

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

/**
 * A list of choices, each at most once: never longer than the options, so a body cannot carry
 * thousands of copies of one.
 */
export const choiceList = <T extends string>(options: readonly T[], unknownMessage: string) =>
  yup
    .array(yup.string().required().oneOf(options, unknownMessage))
    .max(options.length, `Choose at most ${options.length} options, each once`)
    .test('distinct', 'Choose each option only once', (list) => !list || isDistinct(list));

/** True when no value of the list repeats. */
export const isDistinct = (list: readonly unknown[]) => new Set(list).size === list.length;

/**
 * The earliest day a dated record may carry. Nobody alive today was measured, treated or born
 * before 1900 (the oldest living people were born after 1905), so an earlier date is a typo.
 */
export const EARLIEST_DATE = '1900-01-01';

/** A yup test: a YYYY-MM-DD day (or none) not before EARLIEST_DATE. */
export const notBeforeEarliest = (message = 'Enter a date from 1900 on') => ({
  name: 'earliest',
  message,
  test: (value: string | null | undefined) => !value || value >= EARLIEST_DATE,
});

/**
 * A required day of the past (a surgery, a diagnosis, a lab draw): YYYY-MM-DD, a real date, not
 * in the future and not before EARLIEST_DATE.
 */
export const pastDay = (required: string) =>
  yup
    .string()
    .required(required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .test('real', 'Choose a real date', (value) => isRealDate(value))
    .test(
      'past',
      'The date cannot be in the future',
      (value) => value <= dayjs().format('YYYY-MM-DD'),
    )
    .test(notBeforeEarliest());
