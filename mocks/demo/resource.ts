import { primaryKey } from '@mswjs/data';
import { TOKEN_TYPES } from '../auth/tokens';
import { email, id, instant, matching, oneOf, text } from '../record-rules';
import { defineResource } from '../resource';

/** The demo's outbox: the e-mails the mocked server "sends", with their links. */
const demo = defineResource({
  tables: {
    outboxMessage: {
      model: {
        id: primaryKey(String),
        to: String,
        subject: String,
        text: String,
        link: String,
        /** The kind of token its link carries (mocks/auth/tokens.ts). */
        kind: String,
        createdAt: Number,
      },
      rules: {
        id,
        to: email,
        subject: text(200),
        text: text(5_000),
        link: matching(/^\//, 2_000),
        kind: oneOf(TOKEN_TYPES),
        createdAt: instant,
      },
      // Its links carry live tokens: never exported, though account deletion removes its messages.
      example: (userId, fields) => ({
        id: `${userId}:message`,
        to: `${userId}@example.com`,
        subject: 'Verify your email',
        text: 'Open the link to verify your email.',
        link: '/auth/verify?token=example',
        kind: 'verify-email',
        createdAt: 0,
        ...fields,
      }),
    },
  },
});

export default demo;

declare module '../resources' {
  interface Resources {
    demo: typeof demo;
  }
}
