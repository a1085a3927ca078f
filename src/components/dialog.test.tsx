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

  it('opens on Close when it has no field', async () => {
    open(<p>Nothing to fill in.</p>);
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
