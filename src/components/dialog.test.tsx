import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { DialogContent, DialogRoot } from './dialog';

function open(children?: ReactNode) {
  render(
    <ThemeModeProvider>
      <DialogRoot open>
        <DialogContent title="Add Medication">{children}</DialogContent>
      </DialogRoot>
    </ThemeModeProvider>,
  );
  return screen.getByRole('dialog', { name: 'Add Medication' });
}

describe('DialogContent', () => {
  it('opens on its first field, not on Close', async () => {
    open(
      <form>
        <input type="hidden" name="id" />
        <label>
          Name <input disabled />
        </label>
        <label>
          Medication name <input />
        </label>
        <label>
          Dosage <input />
        </label>
      </form>,
    );
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Medication name'));
  });

  it('enters a radio group on its chosen radio, as Tab does', async () => {
    open(
      <fieldset>
        <legend>Latency</legend>
        <label>
          None <input type="radio" name="latency" value="none" />
        </label>
        <label>
          Realistic <input type="radio" name="latency" value="realistic" defaultChecked />
        </label>
        <label>
          Other <input type="radio" name="other" value="other" defaultChecked />
        </label>
      </fieldset>,
    );
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Realistic'));
  });

  it('enters a radio group with nothing chosen on its first radio', async () => {
    open(
      <fieldset>
        <legend>Provider</legend>
        <label>
          Fitbit <input type="radio" name="provider" value="fitbit" />
        </label>
        <label>
          Oura <input type="radio" name="provider" value="oura" />
        </label>
      </fieldset>,
    );
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Fitbit'));
  });

  it('opens on Close when it has no field', async () => {
    open(<p>Nothing to fill in.</p>);
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
