import { http } from 'msw';
import type { ResponseBody } from '@/lib/api-contract';
import { achievementsOf } from '../achievements/achievements';
import { handle } from '../http';

export const achievementsHandlers = [
  http.get(
    '/api/achievements',
    handle({}, ({ user }): ResponseBody<'getAchievements', 200> => achievementsOf(user.id)),
  ),
];
