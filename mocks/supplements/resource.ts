import { primaryKey } from '@mswjs/data';
import { CATALOGUE } from '@/lib/supplements/catalogue';
import { id, ids, instant, oneOf, whole } from '../record-rules';
import { defineResource } from '../resource';

/** The supplement cart: a line per supplement (the catalogue itself is fixed, src/lib). */
const supplements = defineResource({
  tables: {
    cartItem: {
      model: {
        /** `{userId}:{supplementId}`: one line per supplement. */
        id: primaryKey(String),
        userId: String,
        supplementId: String,
        quantity: Number,
        addedAt: Number,
      },
      rules: {
        id,
        userId: id,
        supplementId: oneOf(ids(CATALOGUE)),
        quantity: whole(1, 10),
        addedAt: instant,
      },
      label: 'Supplement cart items',
      example: (userId, { supplementId = 'vitamin-d3', ...fields }) => ({
        id: `${userId}:${supplementId}`,
        userId,
        supplementId,
        quantity: 1,
        addedAt: 0,
        ...fields,
      }),
    },
  },
});

export default supplements;

declare module '../resources' {
  interface Resources {
    supplements: typeof supplements;
  }
}
