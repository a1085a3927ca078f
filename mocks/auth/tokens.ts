/** The kinds of e-mail token, and of the outbox message that carries one's link. */
export const TOKEN_TYPES = ['verify-email', 'reset-password', 'change-email'] as const;

export type TokenType = (typeof TOKEN_TYPES)[number];
