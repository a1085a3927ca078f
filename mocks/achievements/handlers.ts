import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import { achievementsOf } from './achievements';
import { handle } from '../http';

export const handlers = [
  api.get(
    '/api/achievements',
    handle({}, ({ user }): ApiReply<'getAchievements'> => achievementsOf(user.id)),
  ),
];
