import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markupOnceWaitsGiveUp } from './element-error';

describe('markupOnceWaitsGiveUp', () => {
  it('leaves the markup out while a wait tries, and puts it in otherwise', () => {
    const withMarkup = vi.fn((message: string | null) => new Error(`${message}\n<div />`));
    const config = { getElementError: withMarkup, _disableExpensiveErrorDiagnostics: true };
    const elementError = markupOnceWaitsGiveUp(() => config);
    const container = document.createElement('div');

    const tried = elementError('Unable to find role="list"', container);
    expect(tried.message).toBe('Unable to find role="list"');
    expect(tried.name).toBe('TestingLibraryElementError');
    expect(withMarkup).not.toHaveBeenCalled();

    config._disableExpensiveErrorDiagnostics = false;
    expect(elementError('Unable to find role="list"', container).message).toContain('<div />');
    expect(withMarkup).toHaveBeenCalledWith('Unable to find role="list"', container);
  });

  it('gives a wait that times out the page’s markup (set up for every test)', async () => {
    document.body.innerHTML = '<p>Nothing to find</p>';
    const search = screen.findByRole('list', { name: 'Overview' }, { timeout: 100 });
    await expect(search).rejects.toThrow(/^Unable to find role="list" and name "Overview"/);
    await expect(search).rejects.toThrow(/Nothing to find/);
  });
});
