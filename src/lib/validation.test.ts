import { fullFormats } from 'ajv-formats/dist/formats';
import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT, emailField } from './validation';

describe('emailField', () => {
  it('checks the pattern docs/openapi.yaml’s `format: email` is checked with', () => {
    expect(EMAIL_FORMAT.source).toBe((fullFormats.email as RegExp).source);
    expect(EMAIL_FORMAT.flags).toBe((fullFormats.email as RegExp).flags);
  });

  it.each(['demo@vitalis.health', 'First.Last+tag@mail.example.co.uk', '  padded@example.com  '])(
    'accepts %j',
    (address) => expect(emailField().isValidSync(address)).toBe(true),
  );

  it.each(['=@0', 'a@b', '.a@example.com', 'a..b@example.com', 'a@-example.com', 'a@example.', ''])(
    'refuses %j with the form’s message',
    (address) =>
      expect(() => emailField().validateSync(address)).toThrow(
        'Please enter a valid email address',
      ),
  );
});
