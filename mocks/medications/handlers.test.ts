// clock-matrix: doses are due today, and adherence counts the days before it.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { decodeDoses } from '@/lib/medications/doses';
import { db } from '../db';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { call } from '../testing/api';
import { describeResourceContract } from '../testing/resource-contract';
import { personaId, record, sessionToken } from '../testing/fixtures';

type Medication = Schema<'Medication'>;
type Schedule = Schema<'MedicationSchedule'>;
type History = Schema<'MedicationHistoryReport'>;
type Interaction = Schema<'Interaction'>;

const metformin = {
  name: 'Metformin',
  dosage: '500 mg',
  frequency: 'twice_daily',
  type: 'prescription',
  startDate: '2026-01-05',
  reminderTimes: ['20:00', '08:00'],
  notes: 'With meals',
};

const othersMedicationId = () =>
  record.medication(personaId('admin'), { name: 'Warfarin', dosage: '5 mg' }).id;

async function as(account: 'demo' | 'admin' | 'free' = 'demo') {
  const token = await sessionToken(account);
  return {
    get: async <T>(path: string) => (await call('GET', path, { token })).body as T,
    send: (method: string, path: string, body?: unknown) => call(method, path, { token, body }),
  };
}

describe('medications', () => {
  it("lists the demo user's medicines by name", async () => {
    const demo = await as();
    const list = await demo.get<Medication[]>('/api/medications');
    expect(list.map((item) => item.name)).toEqual([
      'Calcium Carbonate',
      'Levothyroxine',
      'Omega-3 Fish Oil',
      'Sumatriptan',
      'Vitamin B12',
    ]);
    expect(list.find((item) => item.name === 'Omega-3 Fish Oil')).toMatchObject({
      frequency: 'twice_daily',
      reminderTimes: ['08:00', '20:00'],
      notes: null,
    });
  });

  it('adds a medication that is then due today; Mark Taken survives a reload; undo reverses it', async () => {
    persistDuringTest();
    const demo = await as();
    const added = await demo.send('POST', '/api/medications', metformin);
    expect(added.status).toBe(201);
    const medication = added.body as Medication;
    // Stored with its times in order.
    expect(medication).toMatchObject({ name: 'Metformin', reminderTimes: ['08:00', '20:00'] });

    const schedule = await demo.get<Schedule>('/api/medications/schedule');
    const rows = schedule.doses.filter((dose) => dose.medicationId === medication.id);
    expect(rows.map((row) => row.time)).toEqual(['08:00', '20:00']);
    expect(rows.every((row) => row.status !== 'taken')).toBe(true);
    const times = schedule.doses.map((dose) => dose.time);
    expect(times).toEqual([...times].sort());

    const taken = await demo.send('POST', `/api/medications/${medication.id}/doses`, {
      time: '20:00',
    });
    expect(taken).toMatchObject({
      status: 201,
      body: { time: '20:00', date: dayjs().format('YYYY-MM-DD') },
    });
    expect(
      (await demo.send('POST', `/api/medications/${medication.id}/doses`, { time: '20:00' }))
        .status,
    ).toBe(409);

    expect(reloadDatabase()).toBe('restored');
    const after = await demo.get<Schedule>('/api/medications/schedule');
    const evening = after.doses.find(
      (dose) => dose.medicationId === medication.id && dose.time === '20:00',
    )!;
    expect(evening).toMatchObject({
      status: 'taken',
      takenAt: (taken.body as { takenAt: string }).takenAt,
    });

    const undone = await demo.send(
      'DELETE',
      `/api/medications/${medication.id}/doses/${evening.doseId}`,
    );
    expect(undone.status).toBe(200);
    const reverted = await demo.get<Schedule>('/api/medications/schedule');
    expect(reverted.doses.find((dose) => dose.doseId === evening.doseId)!.status).not.toBe('taken');
  });

  it('edits and deletes a medication', async () => {
    const demo = await as();
    const { body } = await demo.send('POST', '/api/medications', metformin);
    const id = (body as Medication).id;
    const edited = await demo.send('PUT', `/api/medications/${id}`, {
      ...metformin,
      frequency: 'three_times_daily',
      reminderTimes: ['08:00', '13:00', '20:00'],
      notes: '',
    });
    expect(edited.body).toMatchObject({ frequency: 'three_times_daily', notes: null });
    expect((await demo.send('DELETE', `/api/medications/${id}`)).status).toBe(200);
    expect((await demo.get<Medication[]>('/api/medications')).some((item) => item.id === id)).toBe(
      false,
    );
  });

  it.each([
    [{ ...metformin, name: ' ' }, 'name', 'Medication name is required'],
    [{ ...metformin, dosage: '' }, 'dosage', 'Dosage is required'],
    [
      { ...metformin, reminderTimes: ['08:00'] },
      'reminderTimes',
      'Twice daily needs 2 reminder times',
    ],
    [
      { ...metformin, reminderTimes: ['08:00', '08:00'] },
      'reminderTimes',
      'Reminder times must be different',
    ],
    [
      { ...metformin, reminderTimes: ['08:00', '25:00'] },
      'reminderTimes[1]',
      'Enter a time as HH:MM',
    ],
    [{ ...metformin, frequency: 'hourly' }, 'frequency', 'Choose how often it is taken'],
    [{ ...metformin, type: 'herb' }, 'type', 'Choose prescription, supplement or vitamin'],
    [{ ...metformin, startDate: '2026-02-30' }, 'startDate', 'Use a real date'],
    [
      { ...metformin, frequency: 'as_needed' },
      'reminderTimes',
      'As needed takes no reminder times',
    ],
  ])('refuses %j, naming %s', async (body, field, message) => {
    const demo = await as();
    const before = db.medication.count();
    const reply = await demo.send('POST', '/api/medications', body);
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(db.medication.count()).toBe(before);
  });

  it("refuses a dose at a time that is not due today, and an as-needed dose's time", async () => {
    const demo = await as();
    const list = await demo.get<Medication[]>('/api/medications');
    const levothyroxine = list.find((item) => item.name === 'Levothyroxine')!;
    const wrong = await demo.send('POST', `/api/medications/${levothyroxine.id}/doses`, {
      time: '09:00',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { time: "Choose one of today's reminder times: 07:00." } },
    });
    const sumatriptan = list.find((item) => item.name === 'Sumatriptan')!;
    const logged = await demo.send('POST', `/api/medications/${sumatriptan.id}/doses`, {});
    expect(logged.status).toBe(201);
    const schedule = await demo.get<Schedule>('/api/medications/schedule');
    expect(schedule.asNeeded.find((item) => item.name === 'Sumatriptan')!.taken).toContainEqual(
      logged.body,
    );
  });

  it('shows the interaction of a new medicine with one already there, and none to another user', async () => {
    const demo = await as();
    const before = await demo.get<Interaction[]>('/api/medications/interactions');
    expect(before.map((item) => [item.medication1, item.medication2].sort())).toEqual([
      ['Calcium Carbonate', 'Levothyroxine'],
    ]);
    await demo.send('POST', '/api/medications', {
      ...metformin,
      name: 'Iron Bisglycinate',
      dosage: '18 mg',
      frequency: 'daily',
      type: 'supplement',
      reminderTimes: ['13:00'],
    });
    const after = await demo.get<Interaction[]>('/api/medications/interactions');
    const iron = after.filter((item) =>
      [item.medication1, item.medication2].includes('Iron Bisglycinate'),
    );
    expect(iron.map((item) => [item.severity, item.source.split(',')[0]])).toEqual([
      ['moderate', 'Levothyroxine (Synthroid) label'],
      ['low', 'NIH ODS Iron fact sheet'],
    ]);

    const admin = await as('admin');
    expect(await admin.get('/api/medications')).toEqual([]);
    expect(await admin.get('/api/medications/interactions')).toEqual([]);
    expect((await admin.get<Schedule>('/api/medications/schedule')).doses).toEqual([]);
    expect((await admin.get<History>('/api/medications/history')).medications).toEqual([]);
  });

  it('reports adherence recomputed from the stored dose history', async () => {
    const demo = await as();
    const history = await demo.get<History>('/api/medications/history');
    expect(history.days).toHaveLength(30);
    expect(history.to).toBe(dayjs().format('YYYY-MM-DD'));
    const record = db.medication.findFirst({
      where: { id: { equals: 'local_demo:medication:omega-3' } },
    })!;
    const doses = decodeDoses(record.dosesSince, record.doses);
    // Yesterday and the six days before: two doses a day, taken as stored.
    const week = Array.from({ length: 7 }, (_, i) =>
      dayjs()
        .subtract(i + 1, 'day')
        .format('YYYY-MM-DD'),
    );
    const omega = history.medications.find((item) => item.name === 'Omega-3 Fish Oil')!;
    const byDate = new Map(omega.days.map((day) => [day.date, day]));
    for (const date of week) {
      expect(byDate.get(date)).toEqual({ date, due: 2, taken: doses.get(date)?.length ?? 0 });
    }
    const { taken, due } = omega.last30Days;
    expect(omega.last30Days.percent).toBe(Math.round((taken / due) * 100));
    // Realistic gaps: mostly taken, not perfectly.
    expect(history.last30Days.percent).toBeGreaterThan(60);
    expect(history.last30Days.percent).toBeLessThan(100);
    const sumatriptan = history.medications.find((item) => item.name === 'Sumatriptan')!;
    expect(sumatriptan.last30Days.due).toBe(0);
    expect(sumatriptan.last30Days.percent).toBeNull();
  });
});

describeResourceContract({ operation: 'GET /api/medications' });
describeResourceContract({
  operation: 'POST /api/medications',
  validBody: metformin,
  invalid: { body: { ...metformin, name: '' }, field: 'name' },
});
describeResourceContract({
  operation: 'PUT /api/medications/:id',
  othersRecordId: othersMedicationId,
  validBody: metformin,
  invalid: { body: { ...metformin, dosage: '' }, field: 'dosage' },
});
describeResourceContract({
  operation: 'DELETE /api/medications/:id',
  othersRecordId: othersMedicationId,
});
describeResourceContract({
  operation: 'POST /api/medications/:id/doses',
  othersRecordId: othersMedicationId,
  validBody: { time: '08:00' },
});
describeResourceContract({
  // A dose id of the shape the path takes (YYYY-MM-DDTHH:MM), of no dose of the record.
  operation: 'DELETE /api/medications/:id/doses/2026-03-04T08:00',
  othersRecordId: othersMedicationId,
});
describeResourceContract({ operation: 'GET /api/medications/schedule' });
describeResourceContract({ operation: 'GET /api/medications/interactions' });
describeResourceContract({ operation: 'GET /api/medications/history' });
