// clock-matrix: the demo user's seeded history is dated back from today, newest first.
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { db } from '../db';
import { call } from '../testing/api';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { sessionToken } from '../testing/fixtures';

const list = async <T>(path: string, token: string) =>
  (await call('GET', path, { token })).body as T[];

describe('medical history', () => {
  it("answers the demo user's surgeries and conditions, newest first, with their body regions", async () => {
    const token = await sessionToken('demo');
    const surgeries = await list<Schema<'Surgery'>>('/api/medical-history/surgeries', token);
    expect(surgeries.map((s) => [s.type, s.region])).toEqual([
      ['ACL reconstruction, left knee', 'muscles'],
      ['Appendectomy', 'metabolism'],
    ]);
    const conditions = await list<Schema<'Condition'>>('/api/medical-history/conditions', token);
    expect(conditions.map((c) => [c.name, c.status, c.region])).toEqual([
      ['Vitamin D deficiency', 'active', 'metabolism'],
      ['Seasonal allergic rhinitis', 'managed', null],
      ['Childhood asthma', 'resolved', 'lungs'],
    ]);
  });

  it('keeps an added surgery and condition after a reload; deleting removes them; another user sees none', async () => {
    persistDuringTest();
    const token = await sessionToken('demo');
    const surgery = await call('POST', '/api/medical-history/surgeries', {
      token,
      body: { type: 'Cataract surgery', date: '2024-05-06', hospital: 'Eye Clinic' },
    });
    expect(surgery).toMatchObject({
      status: 201,
      body: {
        type: 'Cataract surgery',
        date: '2024-05-06',
        hospital: 'Eye Clinic',
        doctor: '',
        description: '',
      },
    });
    const condition = await call('POST', '/api/medical-history/conditions', {
      token,
      body: { name: 'Hypertension', diagnosisDate: '2023-02-01', status: 'managed' },
    });
    expect(condition).toMatchObject({
      status: 201,
      body: { name: 'Hypertension', status: 'managed', notes: '', region: 'heart' },
    });
    expect(reloadDatabase()).toBe('restored');
    const again = await sessionToken('demo');
    expect(
      (await list<Schema<'Surgery'>>('/api/medical-history/surgeries', again)).map((s) => s.type),
    ).toContain('Cataract surgery');
    expect(
      (await list<Schema<'Condition'>>('/api/medical-history/conditions', again)).map(
        (c) => c.name,
      ),
    ).toContain('Hypertension');

    const admin = await sessionToken('admin');
    expect(await list('/api/medical-history/surgeries', admin)).toEqual([]);
    expect(await list('/api/medical-history/conditions', admin)).toEqual([]);

    const surgeryId = (surgery.body as Schema<'Surgery'>).id;
    const conditionId = (condition.body as Schema<'Condition'>).id;
    expect(
      (await call('DELETE', `/api/medical-history/surgeries/${surgeryId}`, { token: again }))
        .status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/medical-history/conditions/${conditionId}`, { token: again }))
        .status,
    ).toBe(200);
    reloadDatabase();
    expect(db.surgery.findFirst({ where: { id: { equals: surgeryId } } })).toBeNull();
    expect(db.condition.findFirst({ where: { id: { equals: conditionId } } })).toBeNull();
  });
});

const othersSurgery = () =>
  db.surgery.create({
    id: 'local_admin:surgery:x',
    userId: 'local_admin',
    type: 'Knee',
    date: '2020-01-01',
    hospital: '',
    doctor: '',
    description: '',
    createdAt: 0,
  }).id;
const othersCondition = () =>
  db.condition.create({
    id: 'local_admin:condition:x',
    userId: 'local_admin',
    name: 'Asthma',
    diagnosisDate: '2020-01-01',
    status: 'active',
    notes: '',
    createdAt: 0,
  }).id;

describeResourceContract({ operation: 'GET /api/medical-history/surgeries' });
describeResourceContract({
  operation: 'POST /api/medical-history/surgeries',
  validBody: { type: 'Appendectomy', date: '2020-01-01' },
  invalid: { body: { type: 'Appendectomy' }, field: 'date' },
});
describeResourceContract({
  operation: 'DELETE /api/medical-history/surgeries/:id',
  othersRecordId: othersSurgery,
});
describeResourceContract({ operation: 'GET /api/medical-history/conditions' });
describeResourceContract({
  operation: 'POST /api/medical-history/conditions',
  validBody: { name: 'Asthma', diagnosisDate: '2020-01-01', status: 'active' },
  invalid: {
    body: { name: 'Asthma', diagnosisDate: '2020-01-01', status: 'gone' },
    field: 'status',
  },
});
describeResourceContract({
  operation: 'DELETE /api/medical-history/conditions/:id',
  othersRecordId: othersCondition,
});
