import { primaryKey } from '@mswjs/data';
import { randomToken } from '../crypto';
import { day, id, instant, oneOf, text } from '../record-rules';
import { defineResource } from '../resource';
import { seedMedicalHistory } from './seed';

/** Past surgeries and medical conditions: added or deleted, never edited. */
const medicalHistory = defineResource({
  tables: {
    surgery: {
      model: {
        id: primaryKey(String),
        userId: String,
        type: String,
        /** YYYY-MM-DD. */
        date: String,
        hospital: String,
        doctor: String,
        description: String,
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        type: text(200, 1),
        date: day,
        hospital: text(200),
        doctor: text(200),
        description: text(2_000),
        createdAt: instant,
      },
      label: 'Surgeries',
      example: (userId, fields) => ({
        id: `${userId}:surgery:${randomToken(9)}`,
        userId,
        type: 'Appendectomy',
        date: '2011-08-02',
        hospital: '',
        doctor: '',
        description: '',
        createdAt: 0,
        ...fields,
      }),
    },
    condition: {
      model: {
        id: primaryKey(String),
        userId: String,
        name: String,
        /** YYYY-MM-DD. */
        diagnosisDate: String,
        /** 'active', 'managed' or 'resolved'. */
        status: String,
        notes: String,
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        name: text(200, 1),
        diagnosisDate: day,
        status: oneOf(['active', 'managed', 'resolved']),
        notes: text(2_000),
        createdAt: instant,
      },
      label: 'Medical conditions',
      example: (userId, fields) => ({
        id: `${userId}:condition:${randomToken(9)}`,
        userId,
        name: 'Seasonal allergic rhinitis',
        diagnosisDate: '2015-04-20',
        status: 'managed',
        notes: '',
        createdAt: 0,
        ...fields,
      }),
    },
  },
  seed: seedMedicalHistory,
});

export default medicalHistory;

declare module '../resources' {
  interface Resources {
    'medical-history': typeof medicalHistory;
  }
}
