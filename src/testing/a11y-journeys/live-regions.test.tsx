import { act } from '@testing-library/react';
import { describe, it } from 'vitest';
import { apiQuery } from '@/lib/api/queries';
import { signIn } from '@mocks/testing/fixtures';
import { injectFailure } from '@mocks/failures';
import { resetDatabase } from '@mocks/persistence';
import { activate, forget, hear, openWithReader, startJourney } from '../screen-reader';

describe('what happens unasked, spoken as it happens', () => {
  it('a failed save says "Not saved" and why, at once', async () => {
    await startJourney('/medications', ['list', 'Doses due today']);
    injectFailure({ path: '/api/medications/:id/doses', method: 'POST', status: 503 });
    await forget();
    await activate('button, Mark Taken: Calcium Carbonate 500 mg at 19:00');
    await hear('assertive: Not saved The service is temporarily unavailable.');
  }, 60_000);

  it('a session that ended elsewhere is said as the login takes its place', async () => {
    await signIn('demo');
    const { queryClient } = await openWithReader('/dashboard', ['list', 'Health summary']);
    // The demo data was reset in another tab: the next read with this session is refused.
    resetDatabase();
    await act(() => queryClient.fetchQuery(apiQuery('getTokenUser')).catch(() => undefined));
    await hear('assertive: Session ended You were signed out. Log in again to continue.');
    await hear('heading, Log in to Vitalis, level 1');
  }, 60_000);
});
