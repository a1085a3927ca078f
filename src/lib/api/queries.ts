import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryFilters,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { callApi } from './client';
import type { ApiArgs, ApiInput, ApiReply, OperationId, ReadId, WriteId } from './contract';
import { WriteFailure } from './failure';
import { API_OPERATIONS } from './operations';
import { SESSION_KEY } from './session-key';

export { SESSION_KEY };

/**
 * The key of every cached read: its operation, then its input when it has one. A read's key is
 * made here and nowhere else, and refreshing an operation refreshes it for every input.
 */
export function apiKey<Id extends ReadId>(id: Id, ...[input]: ApiArgs<Id>) {
  return (input === undefined ? [id] : [id, input]) as readonly [Id, ApiInput<Id>?];
}

/** The query of a read: its key and its call. Spread it to add options (`refetchInterval`…). */
export function apiQuery<Id extends ReadId>(id: Id, ...args: ApiArgs<Id>) {
  return queryOptions({ queryKey: apiKey(id, ...args), queryFn: () => callApi(id, ...args) });
}

/** Every read but the session: what new health data can change. */
const ALL_DATA = 'all data';

/** The signed-in user (`SESSION_KEY`): its name and plan follow a saved profile or plan. */
const SESSION = 'session';

/** Every read of the medicines list; supplements carry their interactions with it. */
const MEDICATION_READS: readonly ReadId[] = [
  'listMedications',
  'getMedicationSchedule',
  'getMedicationInteractions',
  'getMedicationHistory',
  'listSupplements',
  'getSupplementRecommendations',
];

/** A meal shows in its day, on the glucose day with its response, and in every analysis. */
const MEAL_READS: readonly ReadId[] = [
  'listMeals',
  'getGlucoseDay',
  'getGlucoseRange',
  'getMealImpact',
  'getNutrition',
  'getNutritionRecommendations',
  'getDietaryInsights',
  'getGlucoseInsights',
];

type Refreshes = readonly (ReadId | typeof SESSION)[] | typeof ALL_DATA;

/**
 * The reads of the write's own collection: the GETs at its path, or at its path without its last
 * parameter (`POST /api/meals` and `DELETE /api/meals/{id}` refresh `GET /api/meals`).
 */
export function collectionReads(id: WriteId): ReadId[] {
  const { path } = API_OPERATIONS[id];
  const collection = path.replace(/\/\{[^}]+\}$/, '');
  return (Object.keys(API_OPERATIONS) as OperationId[]).filter(
    (read): read is ReadId =>
      API_OPERATIONS[read].method === 'GET' &&
      [path, collection].includes(API_OPERATIONS[read].path),
  );
}

/**
 * What a write refreshes once it succeeds, where that is more or less than the reads of its own
 * collection (`collectionReads`, which a write not listed here refreshes). A write that puts its
 * reply in the cache itself (a saved profile, the cart) lists only the other reads it changes; one
 * that switches the session (a login, a reset, a deleted account) needs nothing, as the switch
 * drops every read of the previous user.
 */
export const REFRESHES: Readonly<Partial<Record<WriteId, Refreshes>>> = {
  // An import signs everyone out: the session switch drops every read.
  importDemoData: [],
  // A measurement shows on the dashboard and in every health metrics period.
  addMeasurement: ['getDashboard', 'getHealthMetrics'],
  // The insights' sentences are written in the user's glucose unit.
  // Every glucose value follows the unit, fasting glucose in Blood Work too.
  saveUnitSettings: [
    'getGlucoseInsights',
    'getDietaryInsights',
    'getNutritionRecommendations',
    'getBloodwork',
    'getBloodworkRecommendations',
  ],
  // A draw changes the recommendations and the dashboard's retest reminder.
  addLabDraw: ['getBloodwork', 'getBloodworkRecommendations', 'getDashboard'],
  deleteLabDraw: ['getBloodwork', 'getBloodworkRecommendations', 'getDashboard'],
  syncLabProvider: ['getBloodwork', 'getBloodworkRecommendations', 'getDashboard'],
  // The retest reminder shows on the screen and in the dashboard's alerts.
  setRetestReminder: ['getBloodwork', 'getDashboard'],
  clearRetestReminder: ['getBloodwork', 'getDashboard'],
  addMedication: MEDICATION_READS,
  updateMedication: MEDICATION_READS,
  deleteMedication: MEDICATION_READS,
  recordDose: ['getMedicationSchedule', 'getMedicationHistory'],
  undoDose: ['getMedicationSchedule', 'getMedicationHistory'],
  // Adding and changing a line answer with the cart, which the cache takes as it is; removing a
  // line answers as every delete does, and checkout empties the cart.
  removeCartItem: ['getCart'],
  checkout: ['getCart'],
  createMeal: MEAL_READS,
  updateMeal: MEAL_READS,
  deleteMeal: MEAL_READS,
  joinMealPlanWaitlist: [],
  connectDevice: ['listConnectedDevices'],
  deviceOAuthCallback: ['listConnectedDevices'],
  disconnectDevice: ['listConnectedDevices'],
  // New device data reaches every screen that reads health data.
  syncDevice: ALL_DATA,
  catchUpDevices: ALL_DATA,
  // The top bar shows the user's name; Premium screens follow the plan.
  saveProfile: [SESSION],
  saveNotificationSettings: [],
  savePrivacySettings: [],
  changePlan: [SESSION],
};

/** Refreshes what the write changed (see `REFRESHES`); screens showing it read again. */
export function refreshAfter(queryClient: QueryClient, id: OperationId): Promise<unknown> {
  // A download sent as an action (a read) changes nothing.
  const reads: Refreshes =
    API_OPERATIONS[id].method === 'GET'
      ? []
      : (REFRESHES[id as WriteId] ?? collectionReads(id as WriteId));
  if (reads === ALL_DATA) {
    const session = JSON.stringify(SESSION_KEY);
    return readAgain(queryClient, { predicate: (query) => query.queryHash !== session });
  }
  return Promise.all(
    reads.map((read) =>
      readAgain(queryClient, { queryKey: read === SESSION ? SESSION_KEY : [read] }),
    ),
  );
}

/**
 * Marks the reads stale and reads again those on screen. A read under way may have left before
 * the write: it is dropped first, since TanStack Query would otherwise wait for it instead of
 * reading again when the query has no data yet.
 */
async function readAgain(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries({ ...filters, fetchStatus: 'fetching' });
  await queryClient.invalidateQueries(filters);
}

/** How a failed write reads: its text, and the toast's title when the app shows it as a toast. */
export interface FailureText {
  text: string;
  /** Set for writes whose failure the app shows as a toast; others show it in place. */
  toast?: string;
  /** The text is shown as it is, not the server's own reason (a toast whose words are fixed). */
  exact?: boolean;
  /** The toast's title when the feature is locked to the user (a Free plan), if it differs. */
  lockedToast?: string;
  /** A 400 naming fields shows on the write's form instead of the toast. */
  fieldsOnForm?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { failure?: FailureText };
  }
}

type Variables<Id extends OperationId> =
  Record<never, never> extends ApiInput<Id> ? ApiInput<Id> | void : ApiInput<Id>;

type WriteOptions<TReply, TVariables> = Omit<
  UseMutationOptions<TReply, Error, TVariables>,
  'mutationFn' | 'meta'
> & {
  failure: FailureText;
  /** A call of its own, for a write that picks between operations; refreshes follow `id`. */
  mutationFn?: (variables: TVariables) => Promise<TReply>;
};

/**
 * A write: the operation's call, its declared failure (a `WriteFailure` with the server's reason
 * or the text) and, once it succeeds, its own `onSuccess` and then the refreshes of `REFRESHES`.
 */
export function useApiMutation<
  Id extends OperationId,
  TReply = ApiReply<Id>,
  TVariables = Variables<Id>,
>(id: Id, { failure, mutationFn, onSuccess, ...options }: WriteOptions<TReply, TVariables>) {
  const queryClient = useQueryClient();
  const call =
    mutationFn ??
    ((variables: TVariables) =>
      callApi(id, ...([variables ?? undefined] as ApiArgs<Id>)) as Promise<TReply>);
  return useMutation<TReply, Error, TVariables>({
    ...options,
    meta: { failure },
    mutationFn: (variables) =>
      call(variables).catch((error: unknown) => {
        throw new WriteFailure(error, failure.text, failure.exact);
      }),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await refreshAfter(queryClient, id);
    },
  });
}
