import dayjs from 'dayjs';
import { providerById } from '@/lib/devices/catalogue';
import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '../db';
import { applySync, personaOf, planSync } from '../devices/sync';
import { DATE_FORMAT, generateDay } from '../health/generate';
import { setToken } from '@/lib/auth-token';
import { setNow } from './clock';
import { createAccount, sessionToken, type Account } from './fixtures';

const ASLEEP_MINUTES = 6 * 60;

/**
 * Makes the user's latest `count` nights 6 hours asleep (stages kept in proportion), so a test of
 * the sleep rules does not depend on which nights the seed's calendar gave that week.
 */
export function shortenNights(userId: string, count: number): void {
  const nights = db.healthSeries.findMany({
    where: { userId: { equals: userId }, series: { equals: 'sleep' } },
    orderBy: { date: 'desc' },
  });
  const dates = [...new Set(nights.map((night) => night.date))].slice(0, count);
  for (const night of nights.filter((record) => dates.includes(record.date))) {
    const [deep, light, rem, awake] = decodePoints(night.values).map((value) => value ?? 0);
    const scale = ASLEEP_MINUTES / (deep + light + rem);
    db.healthSeries.update({
      where: { id: { equals: night.id } },
      data: {
        values: encodePoints(
          [deep, light, rem].map((stage) => Math.floor(stage * scale)).concat(awake),
        ),
      },
    });
  }
}

/** Ten years of days: a watch goes on the charger about one day in thirty. */
const SEARCH_DAYS = 3650;

/**
 * A new account with a Fitbit, signed in at 15:30 on the first day from today on which the person
 * its id generates left the watch on the charger (no steps, heart rate or active minutes that day;
 * the night's readings are there), its last week synced up to then. Gives the account and the day.
 */
export async function signInOnTheCharger(): Promise<Account & { date: string }> {
  const account = await createAccount();
  const { userId } = account;
  const fitbit = providerById('fitbit')!;
  const person = personaOf(userId, { steps: fitbit.id });
  const dates = Array.from({ length: SEARCH_DAYS }, (_, day) =>
    dayjs().add(day, 'day').format(DATE_FORMAT),
  );
  const date = dates.find(
    (candidate) => !generateDay(person, candidate).series.some(({ series }) => series === 'steps'),
  );
  if (!date) throw new Error(`No day on the charger for ${userId}`);
  setNow(`${date}T15:30`);
  const device = db.connectedDevice.create({
    id: `${userId}:device:fitbit`,
    userId,
    provider: fitbit.id,
    deviceName: fitbit.deviceName,
    deviceType: fitbit.deviceType,
    connectedAt: Date.now(),
    lastSynced: null,
    lastSyncSummary: null,
  });
  applySync(planSync(device));
  setToken(await sessionToken(account));
  return { ...account, date };
}
