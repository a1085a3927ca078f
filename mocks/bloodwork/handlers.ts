import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import { BIOMARKERS, roundResult, type BiomarkerId } from '@/lib/health/biomarkers';
import { labDrawSchema } from '@/lib/health/lab-draw-schema';
import { biomarkerIdOf, checkLabResults } from '@/lib/health/lab-results';
import { SIMULATED_LAB, simulatedResults } from './provider';
import { followUpOf, latestDrawOf, retestReminderId, shownDrawsOf } from './lab-draws';
import { bloodworkRecommendationsOf } from './recommendations';
import { randomToken } from '../crypto';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { handle } from '../http';
import { idParams } from '../params';
import { HttpError } from '../http-error';
import { findOwned } from '../owned';
import { transaction } from '../persistence';

/**
 * Stores a draw and its results, and gives its id; a provider's name stands for the lab. Call it
 * inside a transaction.
 */
function storeDraw(
  userId: string,
  draw: { date: string; labName: string; source: string },
  results: { biomarker: BiomarkerId; value: number }[],
): string {
  const id = `${userId}:draw:${randomToken(9)}`;
  db.labDraw.create({ id, userId, ...draw, createdAt: Date.now() });
  for (const { biomarker, value } of results) {
    db.labResult.create({
      id: `${id}:${biomarker}`,
      drawId: id,
      userId,
      biomarker,
      value,
      unit: BIOMARKERS[biomarker].unit,
    });
  }
  return id;
}

/** A stored draw as the API shows it. */
const shownDraw = (userId: string, id: string) =>
  shownDrawsOf(userId).find((saved) => saved.id === id)!;

export const handlers = [
  api.get(
    '/api/bloodwork',
    handle({}, ({ user }): ApiReply<'getBloodwork'> => {
      const draws = shownDrawsOf(user.id);
      return { draws, followUp: followUpOf(user.id, draws[0] ?? null) };
    }),
  ),

  api.post(
    '/api/bloodwork',
    handle({ body: labDrawSchema }, ({ user, body }) => {
      const rows = body.results.map((result, index) => ({
        biomarker: result.biomarker,
        // The contract takes numbers only; text, even "12", is refused by the row's check.
        value: typeof result.value === 'number' ? result.value : NaN,
        unit: result.unit,
        row: result.row ?? index + 1,
      }));
      const problems = checkLabResults(rows);
      if (problems.length) {
        const errors: Record<string, string> = Object.create(null);
        for (const problem of problems) {
          const index = rows.findIndex((row) => row.row === problem.row);
          errors[`results[${index}].${problem.field}`] ??= problem.message;
        }
        throw new HttpError(400, Object.values(errors).join(' '), { errors });
      }
      const id = transaction(() =>
        storeDraw(
          user.id,
          { date: body.date, labName: body.labName, source: body.source },
          rows.map((row) => {
            const biomarker = biomarkerIdOf(row.biomarker)!;
            return { biomarker, value: roundResult(biomarker, Number(row.value)) };
          }),
        ),
      );
      const reply: ApiReply<'addLabDraw'> = shownDraw(user.id, id);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.post(
    '/api/bloodwork/sync',
    handle({}, ({ user }): ApiReply<'syncLabProvider'> => {
      const date = today();
      // Checked in the transaction: another tab may have synced today already.
      const id = transaction(() => {
        const synced = db.labDraw.findFirst({
          where: {
            userId: { equals: user.id },
            source: { equals: 'provider' },
            date: { equals: date },
          },
        });
        if (synced) return null;
        return storeDraw(
          user.id,
          { date, labName: SIMULATED_LAB, source: 'provider' },
          simulatedResults(date, latestDrawOf(user.id)),
        );
      });
      if (!id) {
        return { draw: null, message: 'Your lab has no new results since your last sync today.' };
      }
      const draw = shownDraw(user.id, id);
      return { draw, message: `Imported ${draw.results.length} results from your lab.` };
    }),
  ),

  api.put(
    '/api/bloodwork/follow-up',
    handle({}, ({ user }): ApiReply<'setRetestReminder'> => {
      const id = retestReminderId(user.id);
      // The latest draw is read in the transaction: another tab may have deleted it.
      const followUp = transaction(() => {
        const latest = latestDrawOf(user.id);
        if (!latest) throw new HttpError(404, 'There is no blood draw to follow up yet.');
        const reminder = followUpOf(user.id, latest)!;
        db.labFollowUp.delete({ where: { id: { equals: id } } });
        db.labFollowUp.create({
          id,
          userId: user.id,
          drawId: latest.id,
          dueDate: reminder.retestDate,
          createdAt: Date.now(),
        });
        return reminder;
      });
      return { ...followUp, reminderSet: true };
    }),
  ),

  api.delete(
    '/api/bloodwork/follow-up',
    handle({}, ({ user }): ApiReply<'clearRetestReminder'> => {
      const id = retestReminderId(user.id);
      if (db.labFollowUp.findFirst({ where: { id: { equals: id } } })) {
        transaction(() => db.labFollowUp.delete({ where: { id: { equals: id } } }));
      }
      return { message: 'The retest reminder was removed.' };
    }),
  ),

  api.delete(
    '/api/bloodwork/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'deleteLabDraw'> => {
      const draw = findOwned(db.labDraw, params.id, user, 'Lab draw');
      transaction(() => {
        db.labResult.deleteMany({ where: { drawId: { equals: draw.id } } });
        db.labDraw.delete({ where: { id: { equals: draw.id } } });
        // A reminder to retest after this draw goes with it.
        db.labFollowUp.deleteMany({ where: { drawId: { equals: draw.id } } });
      });
      return { message: `The draw of ${draw.date} was deleted.` };
    }),
  ),

  api.get(
    '/api/bloodwork-recommendations',
    handle({}, ({ user }): ApiReply<'getBloodworkRecommendations'> =>
      bloodworkRecommendationsOf(user.id),
    ),
  ),
];
