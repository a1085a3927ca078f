import { DEMO_PERSONA } from '../health/generate';
import type { SeedContext } from '../resource';

/** The demo user's profile; the other settings start at their defaults. */
export function seedSettings({ db, now }: SeedContext): void {
  db.profileSettings.create({
    id: 'local_demo',
    userId: 'local_demo',
    phone: '+1 415 555 0142',
    bio: 'Runner in training, tracking sleep and glucose to find what keeps my energy steady.',
    dateOfBirth: '1988-06-14',
    gender: 'non-binary',
    bloodType: 'o-positive',
    heightCm: 176,
    weightKg: DEMO_PERSONA.weight,
    activityLevel: 'moderately-active',
    healthGoals: 'improve-sleep,increase-activity,stabilize-glucose',
    updatedAt: now,
  });
}
