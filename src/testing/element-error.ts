/** What Testing Library's `getConfig()` gives, as far as the error of a query needs. */
interface ElementErrorConfig {
  getElementError: (message: string | null, container: Element) => Error;
  /** Set while a `findBy…` or `waitFor` tries its callback; the timeout's own error is built after. */
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * Testing Library's error for a query that finds nothing, with the page's markup only once a wait
 * has given up. Its default prints the whole DOM into the error of every try, and a `findBy…`
 * tries at each change of the page and every 50 ms: a screen's story at 6× CPU spent 13 of its
 * 72 s of main thread there (a Chrome profile), starving the reads it was waiting for. A query
 * outside a wait, and a wait that times out, still get the markup.
 */
export function markupOnceWaitsGiveUp(getConfig: () => ElementErrorConfig) {
  const withMarkup = getConfig().getElementError;
  return (message: string | null, container: Element) => {
    if (!getConfig()._disableExpensiveErrorDiagnostics) return withMarkup(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
}
