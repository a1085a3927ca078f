import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { seedAt } from '@mocks/testing/clock';
import { signIn } from '@mocks/testing/fixtures';
import { renderApp } from './render-app';

/**
 * A screen reader driven by a test (`@guidepup/virtual-screen-reader`): it walks the page's
 * accessibility tree as NVDA and VoiceOver users do in browse mode, follows focus, and speaks
 * live regions ("polite: …", "assertive: …") as they change. Tests move and act as such a user
 * does and assert what was spoken.
 *
 * One thing browsers do that it does not: an element with role alert put into the page raises
 * the system's alert event (WAI-ARIA 1.2, alert), which screen readers speak at once. That is
 * modelled here: such an alert is spoken as "alert: {its text}".
 */

/** How many moves a search of the page may take before it gives up. */
const MOVES = 400;

const matches = (phrase: string, expected: string | RegExp) =>
  typeof expected === 'string' ? phrase === expected : expected.test(phrase);

const describe = (expected: string | RegExp) =>
  typeof expected === 'string' ? JSON.stringify(expected) : String(expected);

/**
 * The reader names the nodes of each change to the page, removed ones too; a node removed with
 * its subtree (a dialog closing) has that subtree as its root, an element, which has no
 * getElementById, and the reader's whole batch of changes was lost with an error: the toast
 * raised as Add Medication's dialog closed was never spoken. A detached subtree answers here
 * as a document does.
 */
if (!('getElementById' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: Element, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    },
  });
}

/** The alerts put into the page since the log was last cleared, in order. */
let alerts: string[] = [];
let alertWatch: MutationObserver | null = null;

/** An element's text as a reader joins it: each piece of text apart from the next. */
function text(element: Element): string {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const piece = node.textContent?.trim();
    if (piece) pieces.push(piece);
  }
  return pieces.join(' ');
}

function watchAlerts(): MutationObserver {
  const watch = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const added = [node, ...node.querySelectorAll('[role="alert"]')];
        for (const alert of added.filter((element) => element.matches('[role="alert"]'))) {
          if (text(alert)) alerts.push(`alert: ${text(alert)}`);
        }
      }
    }
  });
  watch.observe(document.body, { childList: true, subtree: true });
  return watch;
}

async function stopReader() {
  alertWatch?.disconnect();
  alertWatch = null;
  alerts = [];
  await virtual.stop();
}

/**
 * Turns the screen reader on over the whole page, at its top, until the test ends. The stop is
 * tied to the test, not registered once as a file's hook: a worker loads this module once for
 * all its files (`isolate: false`, vite.config.ts), so a hook would end the reader only in the
 * first file, and a reader left on in a later one kept reading the page into the next files and
 * failed the run once the worker's document was closed.
 */
export async function startReader(): Promise<void> {
  await stopReader();
  await virtual.start({ container: document.body });
  alertWatch = watchAlerts();
  onTestFinished(stopReader);
}

/** What shows a page has loaded: a role and an accessible name, `['list', 'Health summary']`. */
type Ready = [role: ByRoleMatcher, name: string];

/** Opens `path` in the app, waits for `ready` (30 s at most), then turns the reader on. */
export async function openWithReader(path: string, [role, name]: Ready) {
  const rendered = renderApp(path);
  await screen.findByRole(role, { name }, { timeout: 30_000 });
  await startReader();
  return rendered;
}

/** A journey of the demo user on the seeded day, March 4, 2026 at 15:30: `openWithReader`. */
export async function startJourney(path: string, ready: Ready) {
  seedAt('2026-03-04T15:30');
  await signIn('demo');
  return openWithReader(path, ready);
}

/** Everything spoken so far: what the reader said, then the alerts raised. */
export const spoken = async () => [...(await virtual.spokenPhraseLog()), ...alerts];

/** Moves on (down the page, or up with `back`) until a phrase matches, and returns it. */
export async function readTo(
  expected: string | RegExp,
  { back = false }: { back?: boolean } = {},
): Promise<string> {
  for (let move = 0; move < MOVES; move++) {
    await (back ? virtual.previous() : virtual.next());
    const phrase = await virtual.lastSpokenPhrase();
    if (matches(phrase, expected)) return phrase;
  }
  throw new Error(`Not spoken within ${MOVES} moves: ${describe(expected)}`);
}

/**
 * Reads on from the current place until `until` is spoken, and returns what was spoken on the
 * way (it included).
 */
export async function readThrough(until: string | RegExp): Promise<string[]> {
  const before = (await spoken()).length;
  await readTo(until);
  return (await spoken()).slice(before);
}

/** Stays where the reader is if it was spoken as `expected`, or moves on to the next such. */
async function reach(expected: string | RegExp): Promise<void> {
  if (!matches(await virtual.lastSpokenPhrase(), expected)) await readTo(expected);
}

/** Moves to the control spoken as `expected` (the current or the next) and activates it. */
export async function activate(expected: string | RegExp): Promise<void> {
  await reach(expected);
  await virtual.act();
}

/**
 * Moves to the field spoken as `expected` (the current or the next) and enters `value` in it,
 * in place of what it held.
 * The value is pasted (one input event): typed key by key, a field took a second a letter with
 * the reader on.
 */
export async function typeInto(expected: string | RegExp, value: string): Promise<void> {
  await reach(expected);
  await virtual.act();
  const user = userEvent.setup();
  await user.clear(document.activeElement!);
  await user.paste(value);
}

/** Presses a key where the reader is ("Enter", "ArrowDown"). */
export const press = (key: string) => virtual.press(key);

/** Waits until a phrase matching `expected` has been spoken since the log was last cleared. */
export async function hear(expected: string | RegExp): Promise<string> {
  let heard = '';
  await waitFor(async () => {
    const log = await spoken();
    heard = log.find((phrase) => matches(phrase, expected)) ?? '';
    expect(heard, `spoken: ${describe(expected)}\n${log.slice(-30).join('\n')}`).not.toBe('');
  });
  return heard;
}

/** Forgets what was spoken, so the next `hear` listens only from now on. */
export async function forget(): Promise<void> {
  alerts = [];
  await virtual.clearSpokenPhraseLog();
}
