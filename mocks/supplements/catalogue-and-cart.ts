import type { Schema } from '@/lib/api/contract';
import { interactionsWith } from '@/lib/medications/interactions';
import { CATALOGUE, findSupplement, type CatalogueSupplement } from '@/lib/supplements/catalogue';
import { recommendSupplements } from '@/lib/supplements/recommend';
import { latestDrawOf } from '../bloodwork/lab-draws';
import { db } from '../db';
import { dailyMetrics, datesEnding, readDays, today } from '../health/daily-metrics';
import { listOwned } from '../owned';
import { medicationsOf } from '../medications/records';
import type { UserRecord } from '../sessions';

/** AI insights and recommendations need Premium and at least 7 days of data. */
export const INSIGHT_MIN_DAYS = 7;
/** The nights and days the sleep and recovery rules look back over. */
export const LOOKBACK_DAYS = 14;

/** A catalogue entry with its interactions with this user's current medications. */
export function supplementFor(user: UserRecord, item: CatalogueSupplement): Schema<'Supplement'> {
  return {
    ...item,
    imageUrl: null,
    interactions: interactionsWith(item.name, medicationsOf(user)),
  };
}

export function catalogueFor(user: UserRecord, category?: string): Schema<'Supplement'>[] {
  return CATALOGUE.filter((item) => !category || item.category === category).map((item) =>
    supplementFor(user, item),
  );
}

function lockedReason(user: UserRecord, days: number): string | null {
  if (user.plan !== 'premium') {
    return 'Personal supplement recommendations are part of Premium. Upgrade in Settings to see six picks based on your blood work and sleep.';
  }
  if (days < INSIGHT_MIN_DAYS) {
    return `Personal recommendations need at least ${INSIGHT_MIN_DAYS} days of health data; you have ${days} so far. Keep your devices connected and they unlock on their own.`;
  }
  return null;
}

/** The six recommendations for this user from their latest blood work, sleep and recovery. */
export function recommendationsFor(user: UserRecord): Schema<'SupplementRecommendations'> {
  const days = readDays(user.id);
  const reason = lockedReason(user, days.size);
  if (reason) return { status: 'locked', lockedReason: reason, badges: [], recommendations: [] };
  const metrics = dailyMetrics(days, datesEnding(today(), LOOKBACK_DAYS));
  const medications = medicationsOf(user);
  const plan = recommendSupplements({
    draw: latestDrawOf(user.id),
    sleepHours: metrics.map((day) => day.sleepHours),
    recovery: metrics.map((day) => day.recovery),
    takenNames: medications.map((medication) => medication.name),
  });
  return {
    status: 'ready',
    lockedReason: null,
    badges: plan.badges,
    recommendations: plan.picks.map(({ supplement, aiReason }) => ({
      ...supplementFor(user, supplement),
      aiReason,
    })),
  };
}

/** Prices in cents while adding, so $16.99 × 3 is 50.97, not 50.970000000000006. */
const cents = (dollars: number) => Math.round(dollars * 100);

export function cartOf(user: UserRecord): Schema<'Cart'> {
  const items = listOwned(db.cartItem, user)
    .sort((a, b) => a.addedAt - b.addedAt)
    .flatMap((line) => {
      const item = findSupplement(line.supplementId);
      if (!item) return [];
      return [
        {
          supplementId: item.id,
          name: item.name,
          dosage: item.dosage,
          price: item.price,
          quantity: line.quantity,
          lineTotal: (cents(item.price) * line.quantity) / 100,
        },
      ];
    });
  return {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: items.reduce((sum, line) => sum + cents(line.lineTotal), 0) / 100,
  };
}
