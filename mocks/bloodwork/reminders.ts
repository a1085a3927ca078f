import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import { today } from '../health/daily-metrics';
import { followUpOf } from './lab-draws';

/** Within this many days of the retest, the reminder asks for attention. */
const SOON_DAYS = 14;

/** The retest reminder the user set on the Blood Work screen, as a dashboard alert. */
export function retestAlertsOf(userId: string): Schema<'HealthAlert'>[] {
  const followUp = followUpOf(userId);
  if (!followUp?.reminderSet) return [];
  const due = dayjs(followUp.retestDate);
  const date = due.format('MMMM D, YYYY');
  const daysLeft = due.diff(today(), 'day');
  return [
    {
      id: 'retest',
      title: 'Blood Work Retest',
      message:
        daysLeft < 0
          ? `Your follow-up blood test was due on ${date}. Book it and upload the results.`
          : `Your follow-up blood test is due on ${date}.`,
      status: daysLeft <= SOON_DAYS ? 'monitor' : 'normal',
    },
  ];
}
