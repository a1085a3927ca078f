// The mocked API's service worker: msw's own (mockServiceWorker.js, from `npx msw init`, kept as
// msw writes it), and one rule of the browser's static routing (Chrome 123 on,
// https://developer.chrome.com/docs/web-platform/service-worker-static-routing): the build's files
// (`assets/`) go to the network and the HTTP cache directly. msw's worker would hand every request
// of a page it mocks to that page, the app's own files included, and wait for the page to answer
// "not mine" on its busy main thread before fetching them, then send it a copy of each body
// (decision 0021). A browser without static routing runs msw's worker alone, as before.
importScripts('./mockServiceWorker.js');

addEventListener('install', (event) => {
  if (!event.addRoutes || typeof URLPattern === 'undefined') return;
  const assets = new URL('./assets/', self.location).pathname;
  event.waitUntil(
    event
      .addRoutes({
        condition: { urlPattern: new URLPattern({ pathname: `${assets}*` }) },
        source: 'network',
      })
      // Routing refused: every request goes through msw's worker, as without routing.
      .catch(() => {}),
  );
});
