import { http } from 'msw';
import * as yup from 'yup';
import { db } from '../db';
import { handle } from '../http';
import { transaction } from '../persistence';
import { toPublicUser } from '../sessions';

/** The simulated plan change (PRODUCT.md): Pricing's and Settings' upgrade, no payment. */
export const planHandlers = [
  http.post(
    '/api/account/plan',
    handle(
      {
        body: yup.object({
          plan: yup
            .string()
            .required('Choose a plan')
            .oneOf(['free', 'premium'], 'Choose Free or Premium'),
        }),
      },
      ({ user, body }) => {
        const updated = transaction(() =>
          db.user.update({ where: { id: { equals: user.id } }, data: { plan: body.plan } }),
        );
        return toPublicUser(updated ?? user);
      },
    ),
  ),
];
