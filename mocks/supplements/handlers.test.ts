import { beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { CATALOGUE } from '@/lib/supplements/catalogue';
import { SHORT_NIGHTS_FOR_BADGE } from '@/lib/supplements/recommend';
import { latestDrawOf } from '../bloodwork/lab-draws';
import { db } from '../db';
import { call } from '../testing/api';
import { seedAt } from '../testing/clock';
import { shortenNights } from '../testing/health';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { personaId, record, sessionToken } from '../testing/fixtures';

type Recommendations = Schema<'SupplementRecommendations'>;
type Supplement = Schema<'Supplement'>;
type Cart = Schema<'Cart'>;

async function as(account: 'demo' | 'admin' | 'free' = 'demo') {
  const token = await sessionToken(account);
  return {
    get: async <T>(path: string) => (await call('GET', path, { token })).body as T,
    send: (method: string, path: string, body?: unknown) => call(method, path, { token, body }),
  };
}

describe('GET /api/supplement-recommendations', () => {
  // A known afternoon of the demo's calendar, with a run of short nights the sleep rule sees.
  beforeEach(() => {
    seedAt('2026-03-04T15:30');
    shortenNights('local_demo', SHORT_NIGHTS_FOR_BADGE);
  });

  it('gives the demo user six picks from their own blood work and sleep, citing the numbers', async () => {
    const reply = await (await as()).get<Recommendations>('/api/supplement-recommendations');
    expect(reply.status).toBe('ready');
    expect(reply.recommendations).toHaveLength(6);
    expect(reply.badges.map((badge) => badge.label)).toEqual([
      'Vitamin D low',
      'Iron low',
      'Sleep optimization',
      'Energy support',
    ]);
    const draw = latestDrawOf('local_demo')!;
    const vitaminD = draw.results.find((result) => result.biomarker === 'vitaminD')!;
    const first = reply.recommendations[0];
    expect(first.name).toBe('Vitamin D3');
    expect(first.aiReason).toContain(`${vitaminD.value} ng/mL`);
    // Already on the list (fish oil, calcium, B12), so not recommended.
    const names = reply.recommendations.map((item) => item.name);
    expect(names).not.toContain('Omega-3 Fish Oil');
    expect(names).not.toContain('Vitamin B12');
    // Iron interacts with the demo's levothyroxine and calcium.
    const iron = reply.recommendations.find((item) => item.name === 'Iron Bisglycinate')!;
    expect(iron.interactions.map((item) => item.medication).sort()).toEqual([
      'Calcium Carbonate',
      'Levothyroxine',
    ]);
  });

  it('follows the blood work: a normal vitamin D drops its badge and its pick', async () => {
    const draw = latestDrawOf('local_demo')!;
    db.labResult.update({
      where: { drawId: { equals: draw.id }, biomarker: { equals: 'vitaminD' } },
      data: { value: 45 },
    });
    const reply = await (await as()).get<Recommendations>('/api/supplement-recommendations');
    expect(reply.badges.map((badge) => badge.id)).not.toContain('vitamin-d-low');
    expect(reply.recommendations.map((item) => item.id)).not.toContain('vitamin-d3');
    expect(reply.recommendations).toHaveLength(6);
  });

  it('is locked for a Free user, and for a Premium user with under 7 days of data', async () => {
    const free = await (await as('free')).get<Recommendations>('/api/supplement-recommendations');
    expect(free).toMatchObject({ status: 'locked', recommendations: [], badges: [] });
    expect(free.lockedReason).toContain('Premium');
    const admin = await (await as('admin')).get<Recommendations>('/api/supplement-recommendations');
    expect(admin.lockedReason).toContain('at least 7 days of health data; you have 0');
  });
});

describe('GET /api/supplements', () => {
  it('lists the catalogue, or one category', async () => {
    const demo = await as();
    expect(await demo.get<Supplement[]>('/api/supplements')).toHaveLength(CATALOGUE.length);
    const minerals = await demo.get<Supplement[]>('/api/supplements?category=minerals');
    expect(minerals.map((item) => item.name)).toEqual([
      'Iron Bisglycinate',
      'Magnesium Glycinate',
      'Calcium Citrate',
    ]);
    const bad = await demo.send('GET', '/api/supplements?category=herbs');
    expect(bad.status).toBe(400);
  });
});

describe('the cart', () => {
  it('adds two supplements, changes a quantity, survives a reload and checks out empty', async () => {
    persistDuringTest();
    const demo = await as();
    const added = await demo.send('POST', '/api/cart/add', { supplementId: 'vitamin-d3' });
    expect(added).toMatchObject({ status: 200, body: { ok: true } });
    await demo.send('POST', '/api/cart/add', { supplementId: 'magnesium-glycinate' });
    const changed = await demo.send('PUT', '/api/cart/items/vitamin-d3', { quantity: 3 });
    expect(changed.body).toMatchObject({
      itemCount: 4,
      // 3 × 16.99 + 22.99, to the cent.
      subtotal: 73.96,
      items: [
        { supplementId: 'vitamin-d3', quantity: 3, lineTotal: 50.97 },
        { supplementId: 'magnesium-glycinate', quantity: 1, lineTotal: 22.99 },
      ],
    });
    expect(reloadDatabase()).toBe('restored');
    expect((await demo.get<Cart>('/api/cart')).itemCount).toBe(4);
    expect(await (await as('admin')).get<Cart>('/api/cart')).toMatchObject({ items: [] });

    const removed = await demo.send('DELETE', '/api/cart/items/magnesium-glycinate');
    expect(removed.body).toEqual({ message: 'The line was removed from your cart.' });
    expect((await demo.get<Cart>('/api/cart')).items).toHaveLength(1);
    const done = await demo.send('POST', '/api/cart/checkout');
    expect(done).toMatchObject({ status: 200, body: { itemCount: 3, total: 50.97 } });
    expect((done.body as { message: string }).message).toContain('No payment was taken');
    expect(await demo.get<Cart>('/api/cart')).toEqual({ items: [], itemCount: 0, subtotal: 0 });
    expect((await demo.send('POST', '/api/cart/checkout')).status).toBe(409);
  });

  it('refuses an unknown supplement and a quantity out of range, naming the field', async () => {
    const demo = await as();
    const unknown = await demo.send('POST', '/api/cart/add', { supplementId: 'snake-oil' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { supplementId: 'No such supplement in the catalogue' } },
    });
    await demo.send('POST', '/api/cart/add', { supplementId: 'zinc' });
    const tooMany = await demo.send('PUT', '/api/cart/items/zinc', { quantity: 11 });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { errors: { quantity: 'Quantity must be a whole number from 1 to 10' } },
    });
  });
});

const othersLine = () => {
  record.cartItem(personaId('admin'), { supplementId: 'zinc', quantity: 2 });
  return 'zinc';
};

describeResourceContract({ operation: 'GET /api/supplement-recommendations' });
describeResourceContract({
  operation: 'GET /api/supplements',
  invalid: { query: { category: 'herbs' }, field: 'category' },
});
describeResourceContract({ operation: 'GET /api/cart' });
describeResourceContract({
  operation: 'POST /api/cart/add',
  validBody: { supplementId: 'zinc' },
  invalid: { body: {}, field: 'supplementId' },
});
describe('cart lines of another user', () => {
  describeResourceContract({
    operation: 'PUT /api/cart/items/:id',
    othersRecordId: othersLine,
    validBody: { quantity: 1 },
    invalid: { body: { quantity: 0 }, field: 'quantity' },
  });
  describeResourceContract({ operation: 'DELETE /api/cart/items/:id', othersRecordId: othersLine });
});
describeResourceContract({ operation: 'POST /api/cart/checkout' });
