/**
 * The seeded demo accounts (listed in the README): the mocked server seeds them, and the demo
 * shortcuts and the persona switch sign in with them through the mocked API's login, as a person
 * typing them would. They are public demo credentials, listed in the README.
 */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@vitalis.health', password: 'Demo1234!' },
  unverified: { email: 'unverified@vitalis.health', password: 'Demo1234!' },
  admin: { email: 'admin@vitalis.health', password: 'Admin1234!' },
  free: { email: 'free@vitalis.health', password: 'Demo1234!' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Whom the persona switch can sign in as; `new` is a brand-new empty account. */
export const PERSONAS: { id: DemoAccount | 'new'; label: string; description: string }[] = [
  { id: 'demo', label: 'Premium demo user', description: '90 days of data, every screen filled' },
  { id: 'free', label: 'Free user', description: '5 days of data, insights locked' },
  { id: 'unverified', label: 'Unverified user', description: 'The e-mail verification path' },
  { id: 'admin', label: 'Admin', description: 'The admin role' },
  { id: 'new', label: 'New empty account', description: 'A fresh sign-up with no data' },
];
