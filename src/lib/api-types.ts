/** Shapes of the documented API, shared by the app and the mocked server. */
export type UserRole = 'user' | 'admin';
export type Plan = 'free' | 'premium';

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  profileImageUrl: string | null;
  emailVerified: boolean;
  plan: Plan;
}

export interface LoginResponse {
  token: string;
  user: User;
  message: string;
}

export interface RegisterPayload {
  username: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
}

export interface RegisterResponse {
  ok: boolean;
  /** Null while the new account still needs its e-mail verified: no session starts until then. */
  token: string | null;
  user: User;
  message: string;
  needsVerification: boolean;
}

/** Every 4xx/5xx body of the mocked server. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  needsVerification?: boolean;
}

export type VerifyEmailStatus = 'success' | 'already';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  kind: 'verify-email' | 'reset-password';
  createdAt: string;
}
