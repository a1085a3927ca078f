import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/transport';
import { apiErrorOf, failureMessage, showFormFailure, WriteFailure } from './failure';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

const helpers = () => ({ setStatus: vi.fn(), setFieldError: vi.fn(), setTouched: vi.fn() });

describe('WriteFailure', () => {
  it("reads as the server's message, or the write's own text", () => {
    expect(new WriteFailure(apiError(409, { message: 'Taken' }), 'Not saved.').message).toBe(
      'Taken',
    );
    expect(new WriteFailure(apiError(500, null), 'Not saved.').message).toBe('Not saved.');
    expect(new WriteFailure(new TypeError('Failed to fetch'), 'Not saved.').message).toBe(
      'Not saved.',
    );
  });

  it('leaves 401 and 507 to the app, and keeps the reply error as its cause', () => {
    for (const status of [401, 507]) {
      const failure = new WriteFailure(apiError(status, { message: 'x' }), 'Not saved.');
      expect(failure.answeredByApp).toBe(true);
      expect(failureMessage(failure)).toBeNull();
      expect(apiErrorOf(failure)?.status).toBe(status);
    }
    expect(new WriteFailure(apiError(409, {}), 'Not saved.').answeredByApp).toBe(false);
  });
});

describe('showFormFailure', () => {
  it("puts a 400's messages under the fields it names, list paths as Formik's", () => {
    const form = helpers();
    const error = apiError(400, {
      message: 'Invalid',
      errors: { name: 'Required', 'reminderTimes[1]': 'Use HH:mm' },
    });
    showFormFailure(new WriteFailure(error, 'Not saved.'), form, ['name', 'reminderTimes']);
    expect(form.setFieldError.mock.calls).toEqual([
      ['name', 'Required'],
      ['reminderTimes.1', 'Use HH:mm'],
    ]);
    expect(form.setTouched).toHaveBeenCalledWith({ name: true, reminderTimes: true }, false);
    expect(form.setStatus).not.toHaveBeenCalled();
  });

  it('shows a 400 naming a field the form does not have, or any other failure, as its status', () => {
    const form = helpers();
    const error = apiError(400, { message: 'Bad plan', errors: { plan: 'Bad plan' } });
    showFormFailure(new WriteFailure(error, 'Not saved.'), form, ['name']);
    expect(form.setStatus).toHaveBeenCalledWith('Bad plan');
    expect(form.setFieldError).not.toHaveBeenCalled();
  });

  it('adds nothing when the app answers the failure', () => {
    const form = helpers();
    showFormFailure(new WriteFailure(apiError(507, { message: 'Full' }), 'x'), form, ['name']);
    expect(form.setStatus).not.toHaveBeenCalled();
  });
});
