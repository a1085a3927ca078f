/* global addEventListener, document, removeEventListener, window -- page.evaluate and waitForFunction callbacks run in the browser. */
// When a screen's content shows, timed in the page. Playwright's own waits (`locator.waitFor`)
// check again after 0, 20, 50, 100 and 100 ms, then every 500 ms: a deep link timed with them
// read 1.05–1.33 s where the page had shown its screen at 0.55–0.94 s. The page checks at every
// frame instead and keeps the time it first saw the content.

/**
 * Content to wait for, in the page's own terms: elements matching `selector`, visible, with the
 * accessible name `name` (`aria-label`, or the text of what `aria-labelledby` points to), the
 * text `text` if given (or a text that `includes` it), holding something matching `contains` and
 * nothing matching `without`.
 * @typedef {{ selector: string, name?: string, text?: string, includes?: string, contains?: string, without?: string }} Content
 */

/** A list with the accessible name `name`, holding at least one item. */
export const listNamed = (name) => ({
  selector: 'ul, ol, [role=list]',
  name,
  contains: 'li, [role=listitem]',
});

/** The selected tab `text`. */
export const selectedTab = (text) => ({ selector: '[role=tab][aria-selected=true]', text });

/** A region (a labelled section) with the accessible name `name`, holding a list. */
export const regionWithList = (name) => ({
  selector: 'section, [role=region]',
  name,
  contains: 'ul, ol, [role=list]',
});

/**
 * The selected tab's panel once it shows something other than its placeholders (a loading status):
 * the glucose day may hold no readings yet (just after midnight), and its panel then says so.
 */
export const loadedPanel = { selector: '[role=tabpanel]', without: '[role=status]' };

/**
 * Resolves to the page's time (ms since its navigation started) of the first frame in which
 * `content` showed.
 * @param {import('playwright-core').Page} page
 * @param {Content} content
 */
export async function shownAt(page, content) {
  const handle = await page.waitForFunction(
    ({ selector, name, text, includes, contains, without }) => {
      const nameOf = (element) =>
        element.getAttribute('aria-label') ??
        (element.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
          .join(' ')
          .trim();
      const shows = [...document.querySelectorAll(selector)].some(
        (element) =>
          (name === undefined || nameOf(element) === name) &&
          (text === undefined || element.textContent.trim() === text) &&
          (includes === undefined || element.textContent.includes(includes)) &&
          (contains === undefined || element.querySelector(contains) !== null) &&
          (without === undefined || element.querySelector(without) === null) &&
          element.checkVisibility(),
      );
      return shows && performance.now();
    },
    content,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * Milliseconds from the page's click event (its own time stamp) to the first frame showing
 * `content`.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} click
 * @param {Content} content
 */
export async function clickToShown(page, click, content) {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => (window.__clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
  await click();
  const shown = await shownAt(page, content);
  return shown - (await page.evaluate(() => window.__clickedAt));
}

/**
 * Milliseconds from the page's first press or key once `input` starts (the event's own time stamp)
 * to the first frame showing `content`.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} input
 * @param {Content} content
 */
export async function inputToShown(page, input, content) {
  await page.evaluate(() => {
    const note = (event) => {
      window.__inputAt = event.timeStamp;
      removeEventListener('pointerdown', note, true);
      removeEventListener('keydown', note, true);
    };
    addEventListener('pointerdown', note, true);
    addEventListener('keydown', note, true);
  });
  await input();
  const shown = await shownAt(page, content);
  return shown - (await page.evaluate(() => window.__inputAt));
}
