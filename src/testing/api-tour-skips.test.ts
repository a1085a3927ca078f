import { describe, expect, it } from 'vitest';
import { skipsWithoutDemoTools } from '../../scripts/api-tour/tour.mjs';

const reply = (description: string) => ({ description });
const ACCOUNTS = { premium: {}, free: {} };

/** A document of four operations, as the tour reads one. */
const DOCUMENT = {
  security: [{ bearer: [] }],
  paths: {
    '/api/demo/reset': {
      post: {
        operationId: 'resetDemoData',
        tags: ['demo'],
        'x-internal': true,
        responses: { 204: reply('Reset') },
      },
    },
    '/api/meals': {
      post: {
        operationId: 'addMeal',
        tags: ['nutrition'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'] },
              example: { name: 'Oats' },
            },
          },
        },
        responses: {
          201: reply('Added'),
          400: reply('Refused'),
          401: reply('Signed out'),
          409: reply('Already logged'),
          507: reply('Storage full'),
        },
      },
    },
    '/api/meals/{id}': {
      delete: {
        operationId: 'deleteMeal',
        tags: ['nutrition'],
        responses: { 204: reply('Deleted'), 404: reply('Unknown'), 429: reply('Too many') },
      },
    },
    '/api/meals/export': {
      get: { operationId: 'exportMeals', responses: { 200: reply('CSV'), 403: reply('Premium') } },
    },
  },
};

describe('the skips of a tour without the demo tools (scripts/api-tour/tour.mjs)', () => {
  it('come from the document: its demo tools, and what only the mocked server causes', () => {
    expect(skipsWithoutDemoTools(DOCUMENT, ACCOUNTS)).toEqual({
      // The demo tool (x-internal), each injected 507, the rate limit.
      always: ['resetDemoData: as documented', 'addMeal: 507', 'deleteMeal: 429'],
      // A 409 the tour has no request for; not the 400 it breaks a rule for, the stale session's
      // 401, the unknown id's 404 nor the Free user's 403.
      possibly: ['addMeal: 409'],
    });
  });

  it("skip the Free user's 403 when the tour has no Free account", () => {
    expect(skipsWithoutDemoTools(DOCUMENT, { premium: {} }).possibly).toContain('exportMeals: 403');
  });
});
