import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_API_ATTRIBUTE } from '@/lib/before-paint';
import { SOCIAL_SESSION_HINT_COOKIE, TOKEN_KEY } from '@/lib/constants';
import { onIntent, startOnNeed } from './api-on-need';

/** A public page: a heading and a link, a login form, the demo personas. */
function page() {
  document.body.innerHTML = `
    <h1>Vitalis</h1><a href="/pricing">Pricing</a>
    <form><input name="email" /><button>Log In</button></form>
    <div ${NEEDS_API_ATTRIBUTE}><ul><li><button type="button">Free user</button></li></ul></div>`;
  const start = vi.fn();
  startOnNeed(document, start);
  return { start, element: (selector: string) => document.querySelector<HTMLElement>(selector)! };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('startOnNeed', () => {
  it('waits for the visitor to reach for a form or the personas: reading starts nothing', () => {
    const { start, element } = page();
    element('a').focus();
    element('h1').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    element('input').focus();
    expect(start).toHaveBeenCalledTimes(1);
    element('[data-needs-api] button').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on a press among the personas', () => {
    const { start, element } = page();
    element('[data-needs-api] button').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the focus is in a form already (typed into before the app ran)', () => {
    document.body.innerHTML = '<form><input /></form>';
    document.querySelector('input')!.focus();
    const start = vi.fn();
    startOnNeed(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a session may exist: a stored token or the Google hint cookie', () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    expect(page().start).toHaveBeenCalledTimes(1);
    localStorage.clear();
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=1; Path=/`;
    expect(page().start).toHaveBeenCalledTimes(1);
  });
});

describe('onIntent', () => {
  it('answers the first focus or press in a form or the personas, once, and not a session', () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    document.body.innerHTML = `<a href="/pricing">Pricing</a><form><input /></form>
      <div ${NEEDS_API_ATTRIBUTE}><button type="button">Free user</button></div>`;
    const then = vi.fn();
    onIntent(document, then);
    document.querySelector('a')!.focus();
    expect(then).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('input')!.focus();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
