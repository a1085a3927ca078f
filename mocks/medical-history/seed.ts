import dayjs from 'dayjs';
import type { SeedContext } from '../resource';
import { DATE_FORMAT } from '../health/generate';

/** The demo user's history: two past surgeries and three conditions, one of each status. */
export function seedMedicalHistory({ db, now }: SeedContext): void {
  const userId = 'local_demo';
  const surgeries = [
    {
      type: 'ACL reconstruction, left knee',
      date: '2019-03-14',
      hospital: 'Riverside General Hospital',
      doctor: 'Dr. Priya Natarajan',
      description: 'Arthroscopic repair after a skiing injury; six months of physiotherapy.',
    },
    {
      type: 'Appendectomy',
      date: '2011-08-02',
      hospital: "St. Luke's Medical Center",
      doctor: 'Dr. Samuel Okafor',
      description: '',
    },
  ];
  surgeries.forEach((surgery, index) =>
    db.surgery.create({ id: `${userId}:surgery:${index + 1}`, userId, createdAt: now, ...surgery }),
  );
  const conditions = [
    {
      name: 'Vitamin D deficiency',
      // Found on the latest blood work (mocks/bloodwork/seed.ts), two weeks ago.
      diagnosisDate: dayjs(now).subtract(14, 'day').format(DATE_FORMAT),
      status: 'active',
      notes: 'Retest in 3 months.',
    },
    {
      name: 'Seasonal allergic rhinitis',
      diagnosisDate: '2015-04-20',
      status: 'managed',
      notes: 'Cetirizine 10 mg in spring.',
    },
    {
      name: 'Childhood asthma',
      diagnosisDate: '2002-09-10',
      status: 'resolved',
      notes: '',
    },
  ];
  conditions.forEach((condition, index) =>
    db.condition.create({
      id: `${userId}:condition:${index + 1}`,
      userId,
      createdAt: now,
      ...condition,
    }),
  );
}
