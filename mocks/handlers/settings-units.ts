import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { DEFAULT_UNIT_SETTINGS, GLUCOSE_UNITS } from '@/lib/settings/unit-values';
import { db } from '../db';
import { handle } from '../http';
import { transaction } from '../persistence';

type UnitSettings = ApiReply<'getUnitSettings'>;

function unitSettingsOf(userId: string): UnitSettings {
  const saved = db.unitSettings.findFirst({ where: { id: { equals: userId } } });
  return saved
    ? { glucoseUnit: saved.glucoseUnit as UnitSettings['glucoseUnit'] }
    : DEFAULT_UNIT_SETTINGS;
}

export const unitSettingsHandlers = [
  api.get(
    '/api/settings/units',
    handle({}, ({ user }): UnitSettings => unitSettingsOf(user.id)),
  ),

  api.put(
    '/api/settings/units',
    handle(
      {
        body: yup.object({
          glucoseUnit: yup
            .string()
            .required('Choose mg/dL or mmol/L')
            .oneOf([...GLUCOSE_UNITS], 'Choose mg/dL or mmol/L'),
        }),
      },
      ({ user, body }): ApiReply<'saveUnitSettings'> => {
        transaction(() => {
          db.unitSettings.delete({ where: { id: { equals: user.id } } });
          db.unitSettings.create({
            id: user.id,
            userId: user.id,
            glucoseUnit: body.glucoseUnit,
            updatedAt: Date.now(),
          });
        });
        return unitSettingsOf(user.id);
      },
    ),
  ),
];
