import { db } from '../db';
import { call } from './api';

/** A new sign-up, verified and signed in: an account with no data at all. Gives its token and id. */
export async function newAccount(
  email = 'new.person@example.com',
  password = 'Secret123',
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const username = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20);
  const registered = await call('POST', '/api/auth/register', {
    body: { username, email, password, firstName: 'Nia' },
  });
  if (registered.status !== 201) throw new Error(`Sign-up failed: ${registered.status}`);
  db.user.update({ where: { email: { equals: email } }, data: { emailVerified: true } });
  const login = await call('POST', '/api/auth/login', { body: { email, password } });
  const { token, user } = login.body as { token: string; user: { id: string } };
  return { token, userId: user.id, email, password };
}
