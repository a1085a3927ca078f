import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEFORE_PAINT_SETTINGS,
  beforePaint,
  EARLY_ACTION_KEY,
  NEEDS_API_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '@/lib/before-paint';
import { takeOver } from './prerendered-page';

const root = document.documentElement;

/** The login page as rendered at build time, its script before the first paint run. */
function loginPage() {
  window.history.replaceState(null, '', '/auth/login');
  root.setAttribute(PRERENDERED_ATTRIBUTE, '/auth/login');
  document.body.innerHTML = `
    <form><input name="email" /><button type="submit">Log In</button></form>
    <div ${NEEDS_API_ATTRIBUTE}><button type="button">Free user</button></div>`;
  beforePaint(BEFORE_PAINT_SETTINGS, '/');
  return {
    form: document.querySelector('form')!,
    logIn: document.querySelector<HTMLButtonElement>('form button')!,
    persona: document.querySelector<HTMLButtonElement>('[data-needs-api] button')!,
  };
}

/** Runs what `takeOver` queued after the next frame. */
const nextFrameAndTask = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  delete window[EARLY_ACTION_KEY];
});

describe('a tap before the app runs', () => {
  it('sends the form again, once, with its button, when the app has taken the page over', async () => {
    const { form, logIn } = loginPage();
    const sent: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event.submitter);
      event.preventDefault();
    });
    logIn.click();
    expect(sent).toEqual([logIn]);
    // Not to the static host: the script before the first paint kept it back.
    expect(window[EARLY_ACTION_KEY]).toEqual({ target: form, submitter: logIn });

    takeOver(document);
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    await nextFrameAndTask();
    expect(sent).toEqual([logIn, logIn]);
    await nextFrameAndTask();
    expect(sent).toHaveLength(2);
  });

  it('presses a demo persona again once the app has taken the page over', async () => {
    const { persona } = loginPage();
    let presses = 0;
    persona.addEventListener('click', () => presses++);
    persona.click();
    takeOver(document);
    await nextFrameAndTask();
    expect(presses).toBe(2);
  });

  it('keeps nothing once the app runs: its own forms and buttons act for themselves', async () => {
    const { form, persona } = loginPage();
    takeOver(document);
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    persona.click();
    expect(submit.defaultPrevented).toBe(false);
    expect(window[EARLY_ACTION_KEY]).toBeUndefined();
  });

  it('does nothing again when the form has gone (the app rendered the page anew)', async () => {
    const { form, logIn } = loginPage();
    logIn.click();
    form.remove();
    const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit');
    takeOver(document);
    await nextFrameAndTask();
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});
