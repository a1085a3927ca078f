import type { QueryClient } from '@tanstack/react-query';
import { bloodworkQueryOptions } from './get-bloodwork';
import { recommendationsQueryOptions } from './get-recommendations';

/**
 * The dashboard's read (`['/api/dashboard']`), whose alerts show the retest reminder. That
 * feature's endpoint module cannot be imported from here (features do not import each other), so
 * its key is named once, here.
 */
export const DASHBOARD_KEY = ['/api/dashboard'] as const;

/** After a draw arrives or goes: the draws, the recommendations and the dashboard's reminder. */
export const refreshBloodwork = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bloodworkQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: recommendationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
