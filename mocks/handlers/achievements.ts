import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import { achievementsOf } from '../achievements/achievements';
import { handle } from '../http';

export const achievementsHandlers = [
  api.get(
    '/api/achievements',
    handle({}, ({ user }): ApiReply<'getAchievements'> => achievementsOf(user.id)),
  ),
];
