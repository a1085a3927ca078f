import { setToken } from '@/lib/auth-token';
import { db } from '@mocks/db';
import { newSessionToken, storeSession } from '@mocks/sessions';

/** A just-verified account with no data and no devices, signed in. */
export async function newUserSignedIn(plan: 'free' | 'premium' = 'free') {
  const id = 'local_story_newcomer';
  db.user.create({
    id,
    username: 'newcomer',
    email: 'newcomer@example.com',
    firstName: 'Nia',
    lastName: 'Okafor',
    role: 'user',
    profileImageUrl: null,
    emailVerified: true,
    plan,
    authProvider: 'password',
    passwordSalt: null,
    passwordHash: null,
    passwordIterations: 1_000,
    createdAt: Date.now(),
  });
  const token = await newSessionToken();
  storeSession(token, id, 'bearer');
  setToken(token.token);
}
