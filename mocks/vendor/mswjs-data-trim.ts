/**
 * What the production build gives @mswjs/data in place of the parts this app never runs (see
 * `trimMockedApi` in vite.config.ts). The app writes its own handlers with `handle()`, so the
 * model's REST and GraphQL handler generators (`toHandlers`, `toGraphQLSchema`), with graphql and
 * pluralize behind them, are left out; of lodash and date-fns the library calls one function
 * each, so only those two are bundled.
 */
export { default as isFunction } from 'lodash/isFunction';
export { default as compareAsc } from 'date-fns/compareAsc';

function notBundled(): never {
  throw new Error(
    'The mocked API writes its own handlers; @mswjs/data generators are not bundled.',
  );
}

export const generateRestHandlers = notBundled;
export const generateGraphQLHandlers = notBundled;
export const generateGraphQLSchema = notBundled;
