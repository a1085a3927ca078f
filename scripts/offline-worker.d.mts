/** The worker's own scripts, by file name (scripts/offline-worker.mjs). */
export const WORKER_SCRIPTS: string[];
