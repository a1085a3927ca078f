import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { SUPPLEMENT_CATEGORY_IDS, findSupplement } from '@/lib/supplements/catalogue';
import { db } from '../db';
import { handle } from '../http';
import { ID_MAX } from '../record-rules';
import { HttpError } from '../http-error';
import { findOwned } from '../owned';
import { transaction } from '../persistence';
import { cartOf, catalogueFor, recommendationsFor } from './catalogue-and-cart';

/** The most of one supplement a cart line holds. */
export const MAX_QUANTITY = 10;

const lineId = (userId: string, supplementId: string) => `${userId}:${supplementId}`;
const lineParams = yup.object({ supplementId: yup.string().required().max(ID_MAX) });

export const handlers = [
  api.get(
    '/api/supplements',
    handle(
      {
        query: yup.object({
          category: yup
            .string()
            .oneOf(
              SUPPLEMENT_CATEGORY_IDS,
              `category must be one of ${SUPPLEMENT_CATEGORY_IDS.join(', ')}`,
            ),
        }),
      },
      ({ user, query }): ApiReply<'listSupplements'> => catalogueFor(user, query.category),
    ),
  ),

  api.get(
    '/api/supplement-recommendations',
    handle({}, ({ user }): ApiReply<'getSupplementRecommendations'> => recommendationsFor(user)),
  ),

  api.get(
    '/api/cart',
    handle({}, ({ user }): ApiReply<'getCart'> => cartOf(user)),
  ),

  api.post(
    '/api/cart/add',
    handle(
      {
        body: yup.object({
          supplementId: yup
            .string()
            .required('Choose a supplement')
            .test('known', 'No such supplement in the catalogue', (id) => !!findSupplement(id)),
        }),
      },
      ({ user, body }): ApiReply<'addToCart'> => {
        const id = lineId(user.id, body.supplementId);
        // The line is read in the transaction, after another tab's add.
        transaction(() => {
          const line = db.cartItem.findFirst({ where: { id: { equals: id } } });
          if (line && line.quantity >= MAX_QUANTITY) {
            throw new HttpError(409, `A cart line holds at most ${MAX_QUANTITY} of one item.`);
          }
          if (line) {
            db.cartItem.update({
              where: { id: { equals: id } },
              data: { quantity: line.quantity + 1 },
            });
          } else {
            db.cartItem.create({
              id,
              userId: user.id,
              supplementId: body.supplementId,
              quantity: 1,
              addedAt: Date.now(),
            });
          }
        });
        return { ok: true, cart: cartOf(user) };
      },
    ),
  ),

  api.put(
    '/api/cart/items/:supplementId',
    handle(
      {
        params: lineParams,
        body: yup.object({
          quantity: yup
            .number()
            .typeError('Quantity must be a whole number from 1 to 10')
            .required('Quantity must be a whole number from 1 to 10')
            .integer('Quantity must be a whole number from 1 to 10')
            .min(1, 'Quantity must be a whole number from 1 to 10')
            .max(MAX_QUANTITY, 'Quantity must be a whole number from 1 to 10'),
        }),
      },
      ({ user, params, body }): ApiReply<'updateCartItem'> => {
        // Looked up in the transaction: another tab may have removed it (404).
        transaction(() => {
          const line = findOwned(
            db.cartItem,
            lineId(user.id, params.supplementId),
            user,
            'Cart line',
          );
          db.cartItem.update({
            where: { id: { equals: line.id } },
            data: { quantity: body.quantity },
          });
        });
        return cartOf(user);
      },
    ),
  ),

  api.delete(
    '/api/cart/items/:supplementId',
    handle({ params: lineParams }, ({ user, params }): ApiReply<'removeCartItem'> => {
      const line = findOwned(db.cartItem, lineId(user.id, params.supplementId), user, 'Cart line');
      transaction(() => db.cartItem.delete({ where: { id: { equals: line.id } } }));
      return { message: 'The line was removed from your cart.' };
    }),
  ),

  api.post(
    '/api/cart/checkout',
    handle({}, ({ user }): ApiReply<'checkout'> => {
      // Read and emptied in one transaction: a cart another tab checked out is empty here.
      const cart = transaction(() => {
        const ordered = cartOf(user);
        if (ordered.items.length === 0) throw new HttpError(409, 'Your cart is empty.');
        db.cartItem.deleteMany({ where: { userId: { equals: user.id } } });
        return ordered;
      });
      const orderNumber = `DEMO-${Date.now().toString(36).toUpperCase()}`;
      return {
        message: `Demo order ${orderNumber} placed. No payment was taken and nothing will ship.`,
        orderNumber,
        itemCount: cart.itemCount,
        total: cart.subtotal,
      };
    }),
  ),
];
