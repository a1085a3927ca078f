// A first day with the API as a mobile or backend team would have it: a client generated from the
// product's contract by @hey-api/openapi-ts (not this repository's own), signing in, keeping a
// medication, logging a meal and a lab draw, reading the dashboard and logging out. It is copied
// beside the generated client (./client, which exists only there) and type-checked against it by
// mocks/server/generated-client.test.ts, then run against `npm run mock:api`.
import {
  addLabDraw,
  addMedication,
  createMeal,
  deleteMedication,
  getBloodwork,
  getDashboard,
  listMedications,
  login,
  logout,
  updateMedication,
} from './client';
import { client } from './client/client.gen';

export interface Step {
  step: string;
  passed: boolean;
  detail: string;
}

export async function journey(baseUrl: string, email: string, password: string): Promise<Step[]> {
  const session: { token?: string } = {};
  // The bearer scheme gets the session's token; the Google session cookie is a browser's.
  client.setConfig({
    baseUrl,
    auth: (auth) => (auth.scheme === 'bearer' ? session.token : undefined),
  });
  const steps: Step[] = [];
  const check = (step: string, passed: boolean, detail: unknown) =>
    steps.push({ step, passed, detail: JSON.stringify(detail) ?? '' });
  const names = async () => (await listMedications()).data?.map((each) => each.name) ?? [];

  const signedIn = await login({ body: { email, password } });
  session.token = signedIn.data?.token;
  check('sign in', !!session.token, signedIn.response.status);

  const before = await listMedications();
  check('list medications', before.response.status === 200, before.data?.length);

  const added = await addMedication({
    body: {
      name: 'Metformin',
      dosage: '500 mg',
      frequency: 'twice_daily',
      type: 'prescription',
      startDate: '2026-01-05',
      reminderTimes: ['08:00', '20:00'],
      notes: 'With meals',
    },
  });
  const id = added.data?.id;
  check('add a medication', added.response.status === 201 && !!id, added.data ?? added.error);

  const updated = await updateMedication({
    path: { id: id! },
    body: {
      name: 'Metformin XR',
      dosage: '750 mg',
      frequency: 'daily',
      type: 'prescription',
      startDate: '2026-01-05',
      reminderTimes: ['08:00'],
      notes: null,
    },
  });
  check('update it', updated.data?.dosage === '750 mg', updated.data ?? updated.error);
  check('read it back', (await names()).includes('Metformin XR'), await names());

  const deleted = await deleteMedication({ path: { id: id! } });
  check('delete it', deleted.response.status === 200, deleted.data ?? deleted.error);
  check('gone', !(await names()).includes('Metformin XR'), await names());

  const meal = await createMeal({
    body: { type: 'lunch', time: '12:30', date: '2026-11-09', description: 'Lentil soup' },
  });
  check('log a meal', meal.response.status === 201, meal.data?.response ?? meal.error);

  const draw = await addLabDraw({
    body: {
      date: '2026-11-02',
      labName: 'Riverside Clinical Lab',
      source: 'manual',
      results: [{ biomarker: 'vitaminD', value: 24, unit: 'ng/mL' }],
    },
  });
  check('add a lab draw', draw.response.status === 201, draw.data ?? draw.error);
  const bloodwork = await getBloodwork();
  check(
    'read the blood work',
    !!bloodwork.data?.draws.some((each) => each.id === draw.data?.id),
    bloodwork.data?.draws.length,
  );

  const dashboard = await getDashboard();
  check('the dashboard', dashboard.data?.hasData === true, dashboard.data?.cards.length);

  const out = await logout();
  check('log out', out.response.status === 200, out.data ?? out.error);

  // The same token, now ended: the server must refuse it.
  const after = await listMedications();
  check('refused after logout', after.response.status === 401, after.error);
  return steps;
}
