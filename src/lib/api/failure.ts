import { ApiError } from '@/lib/api/transport';

/**
 * The one error policy of writes. A write declares its failure text where it is defined
 * (`useApiMutation`'s `failure`); when it fails, the user sees the server's own reason or that
 * text. Two statuses the app answers itself, wherever they come from: 401 signs the visitor out
 * and 507 shows the app-wide "Not saved" notice, so no screen adds its own message for them.
 */
export class WriteFailure extends Error {
  /** The reply's error, or whatever else made the write fail. */
  readonly cause: unknown;
  /** True when the app already answers it (401, 507): screens show nothing more. */
  readonly answeredByApp: boolean;
  /** True when the user's plan or data does not open the feature yet (403). */
  readonly locked: boolean;
  /** A 400's message per field, with list paths in Formik's form (`results[2].unit` → `results.2.unit`). */
  readonly fieldErrors: Readonly<Record<string, string>>;

  /** `exact`: the text is shown as it is, whatever reason the server gives. */
  constructor(cause: unknown, text: string, exact = false) {
    const api = cause instanceof ApiError ? cause : undefined;
    super((!exact && api?.serverMessage) || text, { cause });
    this.name = 'WriteFailure';
    this.cause = cause;
    this.answeredByApp = api !== undefined && APP_ANSWERED.has(api.status);
    this.locked = api?.status === 403;
    const errors = api?.status === 400 ? (api.body as { errors?: object } | null)?.errors : null;
    this.fieldErrors = Object.fromEntries(
      Object.entries(errors ?? {}).map(([field, message]) => [
        field.replace(/\[(\d+)\]/g, '.$1'),
        String(message),
      ]),
    );
  }
}

/** 401 signs out; 507 has its own notice. */
const APP_ANSWERED = new Set([401, 507]);

/** The reply's error behind a failure, wrapped or not. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  return error instanceof Error && error.cause instanceof ApiError ? error.cause : undefined;
}

/** What a screen shows for a failed write in place, or null when the app answers it. */
export function failureMessage(error: unknown): string | null {
  if (error instanceof WriteFailure) return error.answeredByApp ? null : error.message;
  return error instanceof Error ? error.message : null;
}

/** The parts of Formik's helpers a failed save uses. */
export interface FormFailureHelpers {
  setStatus: (status?: unknown) => void;
  setFieldError: (field: string, message: string | undefined) => void;
  setTouched: (touched: Record<string, boolean>, validate?: boolean) => unknown;
}

/**
 * Shows a failed save on its form: a 400 that names only the form's own fields puts each message
 * under its field; any other failure the app does not answer becomes the form's status line.
 */
export function showFormFailure(
  error: unknown,
  helpers: FormFailureHelpers,
  fields: readonly string[],
): void {
  const named = error instanceof WriteFailure ? Object.entries(error.fieldErrors) : [];
  if (named.length && named.every(([field]) => fields.includes(field.split('.')[0]))) {
    helpers.setTouched(
      Object.fromEntries(named.map(([field]) => [field.split('.')[0], true])),
      false,
    );
    named.forEach(([field, message]) => helpers.setFieldError(field, message));
    return;
  }
  const message = failureMessage(error);
  if (message) helpers.setStatus(message);
}
