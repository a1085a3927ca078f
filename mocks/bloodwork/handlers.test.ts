// clock-matrix: the seeded draws and the retest date are dated from today.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { LAB_CSV_TEMPLATE, parseLabCsv } from '@/lib/health/lab-csv';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { databaseWrites } from '../persistence';
import { call } from '../testing/api';
import { describeResourceContract } from '../testing/resource-contract';
import { personaId, record, sessionToken } from '../testing/fixtures';

type Bloodwork = Schema<'Bloodwork'>;
type Recommendation = Schema<'BloodworkRecommendation'>;

const read = async (token: string) =>
  (await call('GET', '/api/bloodwork', { token })).body as Bloodwork;
const recommendations = async (token: string) =>
  (await call('GET', '/api/bloodwork-recommendations', { token })).body as Recommendation[];

/** The template with these values filled in, as a person would upload it. */
const filledTemplate = (values: Record<string, number>) =>
  LAB_CSV_TEMPLATE.split('\n')
    .map((line) => {
      const [name, , unit] = line.split(',');
      return name in values ? `${name},${values[name]},${unit}` : line;
    })
    .join('\n');

const othersDraw = () =>
  db.labDraw.create({
    id: 'local_admin:draw:x',
    userId: 'local_admin',
    date: '2026-01-01',
    labName: 'Lab',
    source: 'manual',
    createdAt: 0,
  }).id;

describe('GET /api/bloodwork', () => {
  it("answers the demo user's three draws, newest first, with statuses and the retest date", async () => {
    const body = await read(await sessionToken('demo'));
    expect(body.draws).toHaveLength(3);
    const latest = body.draws[0];
    expect(latest.results.filter((r) => r.status !== 'Normal').map((r) => r.name)).toEqual([
      'Vitamin D',
      'Iron',
    ]);
    expect(body.followUp).toEqual({
      retestDate: dayjs(latest.date).add(3, 'month').format('YYYY-MM-DD'),
      reminderSet: false,
    });
  });

  it('answers nothing to a user without draws', async () => {
    expect(await read(await sessionToken('free'))).toEqual({ draws: [], followUp: null });
  });
});

describe('GET /api/bloodwork-recommendations', () => {
  it('recommends for each out-of-range result of the latest draw', async () => {
    const list = await recommendations(await sessionToken('demo'));
    expect(list.map((item) => item.id)).toEqual(['vitaminD-low', 'iron-low']);
    expect(list[0].description).toContain(
      'Your Vitamin D is 22 ng/mL, below the reference range of 30–100 ng/mL.',
    );
  });

  it('answers an empty list without a draw', async () => {
    expect(await recommendations(await sessionToken('free'))).toEqual([]);
  });
});

describe('POST /api/bloodwork', () => {
  it('saves an uploaded file as a new latest draw; the history grows and the recommendations change', async () => {
    const token = await sessionToken('demo');
    const { results } = parseLabCsv(
      filledTemplate({ 'Vitamin D': 31, Iron: 64, 'LDL Cholesterol': 131 }),
    );
    const reply = await call('POST', '/api/bloodwork', {
      token,
      body: { date: today(), labName: 'City Lab', source: 'upload', results },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ date: today(), labName: 'City Lab', source: 'upload' });
    const body = await read(token);
    expect(body.draws).toHaveLength(4);
    expect(body.draws[0].results.map((r) => [r.biomarker, r.value, r.status])).toEqual([
      ['vitaminD', 31, 'Normal'],
      ['ldl', 131, 'High'],
      ['iron', 64, 'Normal'],
    ]);
    expect((await recommendations(token)).map((item) => item.id)).toEqual(['ldl-high']);
  });

  it("shows fasting glucose in the user's glucose unit, in the results and the advice", async () => {
    const token = await sessionToken('demo');
    record.unitSettings(personaId('demo'), { glucoseUnit: 'mmol/L' });
    const { results } = parseLabCsv(filledTemplate({ 'Fasting Glucose': 110, Iron: 64 }));
    const reply = await call('POST', '/api/bloodwork', {
      token,
      body: { date: today(), labName: 'City Lab', source: 'upload', results },
    });
    const saved = (reply.body as Bloodwork['draws'][number]).results;
    expect(saved.find((r) => r.biomarker === 'fastingGlucose')).toMatchObject({
      biomarker: 'fastingGlucose',
      value: 6.1,
      unit: 'mmol/L',
      range: { min: 3.9, max: 5.5 },
      referenceRange: '3.9–5.5 mmol/L',
      // The status is computed in mg/dL, as stored: 110 is above 99.
      status: 'High',
    });
    const [latest] = (await read(token)).draws;
    expect(latest.results.map((r) => [r.biomarker, r.value, r.unit])).toEqual([
      ['iron', 64, 'µg/dL'],
      ['fastingGlucose', 6.1, 'mmol/L'],
    ]);
    const [advice] = await recommendations(token);
    expect(advice.description).toMatch(
      /^Your Fasting Glucose is 6\.1 mmol\/L, above the reference range of 3\.9–5\.5 mmol\/L\./,
    );
    // Stored as entered, in mg/dL: switching back shows it so.
    record.unitSettings(personaId('demo'), { glucoseUnit: 'mg/dL' });
    expect((await read(token)).draws[0].results[1]).toMatchObject({ value: 110, unit: 'mg/dL' });
  });

  it('saves nothing of a file with a bad row, and names the row and field', async () => {
    const token = await sessionToken('demo');
    const writes = databaseWrites();
    const reply = await call('POST', '/api/bloodwork', {
      token,
      body: {
        date: today(),
        source: 'upload',
        results: [
          { biomarker: 'vitaminD', value: 31, unit: 'ng/mL', row: 2 },
          { biomarker: 'iron', value: 64, unit: 'mg/dL', row: 3 },
        ],
      },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { errors: { 'results[1].unit': 'Row 3: Iron is measured in µg/dL.' } },
    });
    expect(databaseWrites()).toBe(writes);
    expect((await read(token)).draws).toHaveLength(3);
  });

  it.each([
    [{ results: [{ biomarker: 'iron', value: 9000, unit: 'µg/dL' }] }, 'results[0].value'],
    [{ results: [{ biomarker: 'sugar', value: 1, unit: 'g' }] }, 'results[0].biomarker'],
    [{ results: [{ biomarker: 'iron', value: '60', unit: 'µg/dL' }] }, 'results[0].value'],
    [
      {
        results: [
          { biomarker: 'iron', value: 60, unit: 'µg/dL' },
          { biomarker: 'Iron', value: 61, unit: 'µg/dL' },
        ],
      },
      'results[1].biomarker',
    ],
    [{ results: [] }, 'results'],
    [{ date: dayjs().add(1, 'day').format('YYYY-MM-DD') }, 'date'],
  ])('refuses %j, naming %s', async (change, field) => {
    const reply = await call('POST', '/api/bloodwork', {
      token: await sessionToken('demo'),
      body: {
        date: today(),
        source: 'manual',
        results: [{ biomarker: 'iron', value: 60, unit: 'µg/dL' }],
        ...change,
      },
    });
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: Record<string, string> }).errors).toHaveProperty([field]);
  });
});

describe('POST /api/bloodwork/sync', () => {
  it('imports one draw a day from the simulated lab, labelled as such', async () => {
    const token = await sessionToken('demo');
    const first = await call('POST', '/api/bloodwork/sync', { token });
    expect(first.body).toMatchObject({
      message: 'Imported 12 results from your lab.',
      draw: { date: today(), labName: 'Simulated lab connection', source: 'provider' },
    });
    const again = await call('POST', '/api/bloodwork/sync', { token });
    expect(again.body).toEqual({
      draw: null,
      message: 'Your lab has no new results since your last sync today.',
    });
    expect((await read(token)).draws).toHaveLength(4);
  });
});

describe('the retest reminder', () => {
  it('is added to the dashboard alerts, and goes once a newer draw arrives', async () => {
    const token = await sessionToken('demo');
    const set = await call('PUT', '/api/bloodwork/follow-up', { token });
    expect(set.status).toBe(200);
    const { followUp } = await read(token);
    expect(followUp?.reminderSet).toBe(true);
    const alerts = async () =>
      ((await call('GET', '/api/dashboard', { token })).body as Schema<'Dashboard'>).alerts;
    const retest = (await alerts()).find((alert) => alert.id === 'retest');
    expect(retest).toEqual({
      id: 'retest',
      title: 'Blood Work Retest',
      message: `Your follow-up blood test is due on ${dayjs(followUp!.retestDate).format('MMMM D, YYYY')}.`,
      status: 'normal',
    });
    await call('POST', '/api/bloodwork/sync', { token });
    expect((await alerts()).some((alert) => alert.id === 'retest')).toBe(false);
  });

  it('can be removed, and needs a draw to follow up', async () => {
    const token = await sessionToken('demo');
    await call('PUT', '/api/bloodwork/follow-up', { token });
    expect((await call('DELETE', '/api/bloodwork/follow-up', { token })).body).toEqual({
      message: 'The retest reminder was removed.',
    });
    expect((await read(token)).followUp?.reminderSet).toBe(false);
    const free = await call('PUT', '/api/bloodwork/follow-up', {
      token: await sessionToken('free'),
    });
    expect(free.status).toBe(404);
  });
});

describe('DELETE /api/bloodwork/:id', () => {
  it('deletes the draw with its results', async () => {
    const token = await sessionToken('demo');
    const [latest] = (await read(token)).draws;
    expect((await call('DELETE', `/api/bloodwork/${latest.id}`, { token })).body).toEqual({
      message: `The draw of ${latest.date} was deleted.`,
    });
    expect((await read(token)).draws.map((draw) => draw.id)).not.toContain(latest.id);
    expect(db.labResult.findMany({ where: { drawId: { equals: latest.id } } })).toEqual([]);
  });
});

describeResourceContract({ operation: 'GET /api/bloodwork' });
describeResourceContract({ operation: 'GET /api/bloodwork-recommendations' });
describeResourceContract({
  operation: 'POST /api/bloodwork',
  validBody: {
    date: '2026-01-01',
    source: 'manual',
    results: [{ biomarker: 'iron', value: 60, unit: 'µg/dL' }],
  },
  invalid: { body: { date: '2026-01-01', source: 'fax', results: [] }, field: 'source' },
});
describeResourceContract({ operation: 'DELETE /api/bloodwork/:id', othersRecordId: othersDraw });
describeResourceContract({ operation: 'POST /api/bloodwork/sync' });
describeResourceContract({ operation: 'PUT /api/bloodwork/follow-up' });
