import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import { conditionSchema, surgerySchema } from '@/lib/medical/history-schema';
import { randomToken } from '../crypto';
import { db } from '../db';
import { handle } from '../http';
import { idParams } from '../params';
import { findOwned } from '../owned';
import { conditionView, conditionsOf, surgeriesOf, surgeryView } from './history-records';
import { transaction } from '../persistence';

const newId = (userId: string, kind: string) => `${userId}:${kind}:${randomToken(9)}`;

export const handlers = [
  api.get(
    '/api/medical-history/surgeries',
    handle({}, ({ user }): ApiReply<'getSurgeries'> => surgeriesOf(user.id)),
  ),

  api.post(
    '/api/medical-history/surgeries',
    handle({ body: surgerySchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.surgery.create({
          id: newId(user.id, 'surgery'),
          userId: user.id,
          createdAt: Date.now(),
          ...body,
        }),
      );
      const reply: ApiReply<'addSurgery'> = surgeryView(record);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.delete(
    '/api/medical-history/surgeries/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'deleteSurgery'> => {
      const record = findOwned(db.surgery, params.id, user, 'Surgery');
      transaction(() => db.surgery.delete({ where: { id: { equals: record.id } } }));
      return { message: `${record.type} was deleted.` };
    }),
  ),

  api.get(
    '/api/medical-history/conditions',
    handle({}, ({ user }): ApiReply<'getConditions'> => conditionsOf(user.id)),
  ),

  api.post(
    '/api/medical-history/conditions',
    handle({ body: conditionSchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.condition.create({
          id: newId(user.id, 'condition'),
          userId: user.id,
          createdAt: Date.now(),
          ...body,
        }),
      );
      const reply: ApiReply<'addCondition'> = conditionView(record);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.delete(
    '/api/medical-history/conditions/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'deleteCondition'> => {
      const record = findOwned(db.condition, params.id, user, 'Condition');
      transaction(() => db.condition.delete({ where: { id: { equals: record.id } } }));
      return { message: `${record.name} was deleted.` };
    }),
  ),
];
