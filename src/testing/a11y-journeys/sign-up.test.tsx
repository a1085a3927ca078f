import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activate,
  forget,
  hear,
  openWithReader,
  press,
  readThrough,
  readTo,
  spoken,
  typeInto,
} from '../screen-reader';

describe('signing up, as a screen reader speaks it', () => {
  it('speaks a field error with its field, the sign-up, the refused login, the verification and the login', async () => {
    await openWithReader('/auth/register', ['button', 'Create Account']);

    // A username too short: said as focus leaves the field, and again with the field.
    await typeInto('textbox, Username', 'ab');
    await press('Tab');
    await hear('polite: Username must be at least 3 characters');
    await readTo(/^textbox, Username/, { back: true });
    expect(await spoken()).toContain(
      'textbox, Username, ab, Username must be at least 3 characters, invalid',
    );

    await typeInto(/^textbox, Username/, 'riley');
    await typeInto(/^textbox, Email/, 'riley@example.com');
    await typeInto(/^Password/, 'secret12');
    await typeInto(/^Confirm password/, 'secret12');
    await forget();
    await activate('button, Create Account');
    await hear('heading, Registration Successful, level 1');

    // Logging in before verifying: the notice is spoken at once.
    await activate('link, Go to Login');
    await hear('heading, Log in to Vitalis, level 1');
    await typeInto(/^textbox, Email/, 'riley@example.com');
    await typeInto(/^Password/, 'secret12');
    await forget();
    await activate('button, Log In');
    await hear(
      /^alert: Email verification required Please verify your email address before logging in\./,
    );

    // The link from the demo outbox.
    await activate('link, Open demo outbox');
    await hear('heading, Demo outbox, level 1');
    await screen.findByRole('link', { name: 'Verify email address' });
    expect(await readThrough('link, Verify email address')).toEqual(
      expect.arrayContaining(['heading, Verify your email address, level 2', 'riley@example.com']),
    );
    await forget();
    await activate('link, Verify email address');
    await hear('heading, Email Verified, level 1');

    await activate('link, Go to Login');
    await hear('heading, Log in to Vitalis, level 1');
    await hear('polite: Email verified Your email address is confirmed. Log in to continue.');
    await typeInto(/^textbox, Email/, 'riley@example.com');
    await typeInto(/^Password/, 'secret12');
    await forget();
    await activate('button, Log In');
    await hear(/^heading, Welcome back, .+!, level 1$/);
  }, 60_000);
});
