import type { DataSource, SeriesName } from '@/lib/health/series';

/** The device providers, exactly: four categories, nine providers. */
export type ProviderId = Exclude<DataSource, 'manual'>;
export type AuthType = 'oauth' | 'manual' | 'api_key';
export type DataType =
  | 'steps'
  | 'activity'
  | 'heart_rate'
  | 'sleep'
  | 'readiness'
  | 'recovery'
  | 'strain'
  | 'glucose'
  | 'hrv';

export interface Provider {
  id: ProviderId;
  name: string;
  authType: AuthType;
  dataTypes: DataType[];
  /** The device a connection adds to the list. */
  deviceName: string;
  deviceType: DeviceType;
}

export type DeviceType =
  'activity_tracker' | 'sleep_tracker' | 'glucose_monitor' | 'heart_rate_monitor';

export interface ProviderCategory {
  id: DeviceType;
  label: string;
  providers: Provider[];
}

export const PROVIDER_CATEGORIES: readonly ProviderCategory[] = [
  {
    id: 'activity_tracker',
    label: 'Activity Trackers',
    providers: [
      {
        id: 'fitbit',
        name: 'Fitbit',
        authType: 'oauth',
        dataTypes: ['steps', 'activity', 'heart_rate', 'sleep'],
        deviceName: 'Fitbit Charge 6',
        deviceType: 'activity_tracker',
      },
      {
        id: 'garmin',
        name: 'Garmin',
        authType: 'oauth',
        dataTypes: ['steps', 'activity', 'heart_rate', 'sleep'],
        deviceName: 'Garmin Venu 3',
        deviceType: 'activity_tracker',
      },
      {
        id: 'apple_health',
        name: 'Apple Health',
        authType: 'manual',
        dataTypes: ['steps', 'activity', 'heart_rate', 'sleep'],
        deviceName: 'Apple Health',
        deviceType: 'activity_tracker',
      },
    ],
  },
  {
    id: 'sleep_tracker',
    label: 'Sleep Trackers',
    providers: [
      {
        id: 'oura',
        name: 'Oura',
        authType: 'oauth',
        dataTypes: ['sleep', 'readiness', 'activity'],
        deviceName: 'Oura Ring Gen3',
        deviceType: 'sleep_tracker',
      },
      {
        id: 'whoop',
        name: 'WHOOP',
        authType: 'oauth',
        dataTypes: ['sleep', 'recovery', 'strain'],
        deviceName: 'WHOOP 4.0',
        deviceType: 'sleep_tracker',
      },
    ],
  },
  {
    id: 'glucose_monitor',
    label: 'Glucose Monitors',
    providers: [
      {
        id: 'dexcom',
        name: 'Dexcom',
        authType: 'oauth',
        dataTypes: ['glucose'],
        deviceName: 'Dexcom G7',
        deviceType: 'glucose_monitor',
      },
      {
        id: 'freestyle_libre',
        name: 'FreeStyle Libre',
        authType: 'api_key',
        dataTypes: ['glucose'],
        deviceName: 'FreeStyle Libre 3',
        deviceType: 'glucose_monitor',
      },
    ],
  },
  {
    id: 'heart_rate_monitor',
    label: 'Heart Rate Monitors',
    providers: [
      {
        id: 'polar',
        name: 'Polar',
        authType: 'oauth',
        dataTypes: ['heart_rate', 'hrv'],
        deviceName: 'Polar H10',
        deviceType: 'heart_rate_monitor',
      },
      {
        id: 'wahoo',
        name: 'Wahoo',
        authType: 'api_key',
        dataTypes: ['heart_rate'],
        deviceName: 'Wahoo TICKR',
        deviceType: 'heart_rate_monitor',
      },
    ],
  },
];

export const PROVIDERS: readonly Provider[] = PROVIDER_CATEGORIES.flatMap((c) => c.providers);
export const PROVIDER_IDS = PROVIDERS.map((provider) => provider.id);

export function providerById(id: string): Provider | undefined {
  return PROVIDERS.find((provider) => provider.id === id);
}

/** What each data type of the catalogue brings into the stored health series. */
export const DATA_TYPE_SERIES: Record<DataType, SeriesName[]> = {
  steps: ['steps'],
  activity: ['activeMinutes'],
  heart_rate: ['heartRate', 'restingHeartRate'],
  // Blood oxygen is measured overnight, while the wearer sleeps.
  sleep: ['sleep', 'bloodOxygen'],
  readiness: ['hrv', 'restingHeartRate'],
  recovery: ['hrv', 'restingHeartRate'],
  strain: ['heartRate', 'activeMinutes'],
  glucose: ['glucose'],
  hrv: ['hrv'],
};

/**
 * When several connected devices measure the same thing, one of them delivers it, so a day never
 * holds two sleeps or two step counts: the specialist first (a ring or strap for the night, a
 * wrist tracker for the day, a chest strap last for all-day heart rate).
 */
export const SERIES_PREFERENCE: Partial<Record<SeriesName, ProviderId[]>> = {
  sleep: ['oura', 'whoop', 'fitbit', 'garmin', 'apple_health'],
  bloodOxygen: ['fitbit', 'garmin', 'apple_health', 'oura', 'whoop'],
  hrv: ['oura', 'whoop', 'polar'],
  restingHeartRate: ['oura', 'whoop', 'fitbit', 'garmin', 'apple_health', 'polar', 'wahoo'],
  heartRate: ['fitbit', 'garmin', 'apple_health', 'whoop', 'polar', 'wahoo'],
  steps: ['fitbit', 'garmin', 'apple_health'],
  activeMinutes: ['fitbit', 'garmin', 'apple_health', 'oura', 'whoop'],
  glucose: ['dexcom', 'freestyle_libre'],
};

/** The series a provider can deliver, from its data types. */
export function seriesOf(provider: Provider): SeriesName[] {
  return [...new Set(provider.dataTypes.flatMap((type) => DATA_TYPE_SERIES[type]))];
}

/**
 * Which connected provider delivers each series: the most preferred of them. Providers that are
 * connected but preferred for nothing deliver nothing (their device shows Inactive).
 */
export function seriesAssignment(
  connected: readonly string[],
): Partial<Record<SeriesName, ProviderId>> {
  const assignment: Partial<Record<SeriesName, ProviderId>> = {};
  for (const [series, preference] of Object.entries(SERIES_PREFERENCE) as [
    SeriesName,
    ProviderId[],
  ][]) {
    const provider = preference.find((id) => connected.includes(id));
    if (provider) assignment[series] = provider;
  }
  return assignment;
}

/** The shape each api_key provider's key must have, and how the form describes it. */
export const API_KEY_RULES: Partial<
  Record<ProviderId, { pattern: RegExp; hint: string; example: string }>
> = {
  freestyle_libre: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    hint: 'Your LibreView API key: 36 characters, letters a–f and digits in groups of 8-4-4-4-12.',
    example: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  },
  wahoo: {
    pattern: /^[A-Za-z0-9]{40}$/,
    hint: 'Your Wahoo Cloud API key: 40 letters and digits.',
    example: 'wK7d2Qh9ZpL4mN8rT1vX6bC3fJ5gH0sY2aE9uI4o',
  },
};

/** How a series' arrival is worded ("36 new glucose readings"). */
export const SERIES_ARRIVAL: Record<SeriesName, { one: string; many: string }> = {
  glucose: { one: 'glucose reading', many: 'glucose readings' },
  steps: { one: 'hour of steps', many: 'hours of steps' },
  heartRate: { one: 'hour of heart rate', many: 'hours of heart rate' },
  restingHeartRate: { one: 'resting heart rate', many: 'resting heart rates' },
  hrv: { one: 'HRV reading', many: 'HRV readings' },
  sleep: { one: 'night of sleep', many: 'nights of sleep' },
  activeMinutes: { one: 'day of active minutes', many: 'days of active minutes' },
  bloodOxygen: { one: 'blood oxygen reading', many: 'blood oxygen readings' },
  weight: { one: 'weight', many: 'weights' },
  bloodPressure: { one: 'blood pressure reading', many: 'blood pressure readings' },
};

/** How the consent page names what a provider shares. */
export const DATA_TYPE_LABEL: Record<DataType, string> = {
  steps: 'Steps',
  activity: 'Activity and active minutes',
  heart_rate: 'Heart rate and resting heart rate',
  sleep: 'Sleep stages and overnight blood oxygen',
  readiness: 'Readiness (HRV and resting heart rate)',
  recovery: 'Recovery (HRV and resting heart rate)',
  strain: 'Strain (heart rate and active minutes)',
  glucose: 'Glucose readings every 5 minutes',
  hrv: 'Heart rate variability',
};

export const SERIES_LABEL: Record<SeriesName, string> = {
  heartRate: 'Heart rate',
  restingHeartRate: 'Resting heart rate',
  hrv: 'HRV',
  sleep: 'Sleep',
  steps: 'Steps',
  activeMinutes: 'Active minutes',
  weight: 'Weight',
  bloodOxygen: 'Blood oxygen',
  bloodPressure: 'Blood pressure',
  glucose: 'Glucose',
};

export const DEVICE_TYPE_LABEL: Record<DeviceType, string> = {
  activity_tracker: 'Activity tracker',
  sleep_tracker: 'Sleep tracker',
  glucose_monitor: 'Glucose monitor',
  heart_rate_monitor: 'Heart rate monitor',
};
