import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import {
  API_KEY_RULES,
  PROVIDER_IDS,
  PROVIDERS,
  providerById,
  type Provider,
} from '@/lib/devices/catalogue';
import { randomToken } from '../crypto';
import { db } from '../db';
import { applySync, devicesOf, planSync } from './sync';
import { toConnectedDevice } from './view';
import { handle } from '../http';
import { idParams } from '../params';
import { HttpError } from '../http-error';
import { findOwned } from '../owned';
import { transaction } from '../persistence';
import type { UserRecord } from '../sessions';

const UNKNOWN_PROVIDER = 'Unknown device provider.';
const OAUTH_IDS = PROVIDERS.filter((p) => p.authType === 'oauth').map((p) => p.id);

/** Adds the provider's device for the user; 409 when it is already connected. Inside a transaction. */
function connect(user: UserRecord, provider: Provider) {
  const existing = devicesOf(user.id).find((device) => device.provider === provider.id);
  if (existing) {
    throw new HttpError(409, `${provider.name} is already connected.`, {
      errors: { provider: `${provider.name} is already connected.` },
    });
  }
  return db.connectedDevice.create({
    id: `device_${randomToken(9)}`,
    userId: user.id,
    provider: provider.id,
    deviceName: provider.deviceName,
    deviceType: provider.deviceType,
    connectedAt: Date.now(),
    lastSynced: null,
    lastSyncSummary: null,
  });
}

/** The authorization each kind of provider needs; an oauth provider connects through its consent page. */
function checkAuth(provider: Provider, auth: { type?: string; apiKey?: string }) {
  const fail = (field: string, message: string) => {
    throw new HttpError(400, message, { errors: { [field]: message } });
  };
  if (provider.authType === 'oauth') {
    fail('auth.type', `${provider.name} connects through its authorization page, not directly.`);
  }
  if (provider.authType === 'manual' && auth.type !== 'manual') {
    fail('auth.type', `${provider.name} connects with auth type manual.`);
  }
  if (provider.authType === 'api_key') {
    const rule = API_KEY_RULES[provider.id]!;
    if (auth.type !== 'api_key') fail('auth.type', `${provider.name} connects with an API key.`);
    if (!auth.apiKey) fail('auth.apiKey', `Enter your ${provider.name} API key.`);
    if (!rule.pattern.test(auth.apiKey!.trim())) {
      fail('auth.apiKey', `This is not a ${provider.name} API key. ${rule.hint}`);
    }
  }
}

export const handlers = [
  api.get(
    '/api/connected-devices',
    handle({}, ({ user }): ApiReply<'listConnectedDevices'> =>
      devicesOf(user.id).map(toConnectedDevice),
    ),
  ),

  api.post(
    '/api/connect-device',
    handle(
      {
        body: yup.object({
          provider: yup
            .string()
            .required('Choose a device provider.')
            .oneOf(PROVIDER_IDS, UNKNOWN_PROVIDER),
          deviceType: yup.string().max(40, 'deviceType is too long.'),
          auth: yup
            .object({
              type: yup
                .string()
                .required('auth.type is required.')
                .oneOf(
                  ['manual', 'api_key', 'oauth'],
                  'auth.type must be manual, api_key or oauth.',
                ),
              apiKey: yup.string().max(200, 'This API key is too long.'),
            })
            .required('auth is required.')
            .default(undefined),
        }),
      },
      ({ user, body }) => {
        const provider = providerById(body.provider)!;
        checkAuth(provider, body.auth);
        const device = transaction(() => connect(user, provider));
        const reply: ApiReply<'connectDevice'> = toConnectedDevice(device);
        return HttpResponse.json(reply, { status: 201 });
      },
    ),
  ),

  /** The simulated consent page's Allow for an oauth provider: the device is linked. */
  api.post(
    '/api/auth/:provider/callback',
    handle(
      {
        params: yup.object({
          provider: yup.string().required().oneOf(OAUTH_IDS, UNKNOWN_PROVIDER),
        }),
        body: yup.object({
          decision: yup
            .string()
            .required('A consent decision is required')
            .oneOf(['allow'], 'Only an allowed consent connects the device'),
        }),
      },
      ({ user, params }) => {
        const device = transaction(() => connect(user, providerById(params.provider)!));
        const reply: ApiReply<'deviceOAuthCallback'> = toConnectedDevice(device);
        return HttpResponse.json(reply, { status: 201 });
      },
    ),
  ),

  api.delete(
    '/api/disconnect-device/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'disconnectDevice'> => {
      const device = findOwned(db.connectedDevice, params.id, user, 'Device');
      transaction(() => db.connectedDevice.delete({ where: { id: { equals: device.id } } }));
      return { message: `${device.deviceName} is disconnected. The data it delivered stays.` };
    }),
  ),

  api.post(
    '/api/sync-device/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'syncDevice'> => {
      // Planned in the transaction, from what another tab's sync may have saved just before it:
      // the reply counts only what this sync delivered.
      const { plan, device } = transaction(() => {
        const planned = planSync(findOwned(db.connectedDevice, params.id, user, 'Device'));
        return { plan: planned, device: applySync(planned) };
      });
      return {
        device: toConnectedDevice(device),
        delivered: plan.delivered,
        message: plan.summary,
      };
    }),
  ),

  /** The catch-up when the app opens: every device brings what it measured since it last synced. */
  api.post(
    '/api/connected-devices/sync',
    handle({}, ({ user }): ApiReply<'catchUpDevices'> => {
      // Planned in the transaction too, so two tabs opened at once do not both count the same data.
      const { plans, devices } = transaction(() => {
        const planned = devicesOf(user.id).map((device) => planSync(device));
        return { plans: planned, devices: planned.map(applySync) };
      });
      const delivered = plans.reduce(
        (total, plan) => total + plan.delivered.reduce((sum, { count }) => sum + count, 0),
        0,
      );
      return { devices: devices.map(toConnectedDevice), delivered };
    }),
  ),
];
