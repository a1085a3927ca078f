/**
 * The dashboard skeleton (1000 ms): the skeleton page shows for at least
 * the first second after the dashboard mounts, however fast the data arrives.
 */
export const DASHBOARD_SKELETON_MS = 1000;
