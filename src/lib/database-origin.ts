/**
 * How the mocked database came up: from the saved store, from a first seed, or re-seeded because
 * the saved store could not be read ('corrupt') or was written by a schema it cannot migrate
 * ('outdated'). Shared by the mocked server, which reports it, and the app, which shows a notice.
 */
export type DatabaseOrigin = 'restored' | 'seeded' | 'reseeded-corrupt' | 'reseeded-outdated';
