import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import {
  WATER_GLASSES_GOAL,
  WEEKLY_STEP_GOAL,
  average,
  bloodOxygenStatus,
  bloodPressureStatus,
  hrvStatus,
  percentChange,
  restingHeartRateStatus,
  round,
  scoreStatus,
  sleepHoursStatus,
  stepsStatus,
  type HealthStatus,
} from '@/lib/health/formulas';
import { retestAlertsOf } from '../bloodwork/reminders';
import { DATE_FORMAT } from './generate';
import {
  dailyMetrics,
  datesEnding,
  readDays,
  sum,
  type DayValues,
  today,
  type DailyMetrics,
} from './daily-metrics';
import { formatNumber } from '@/lib/format-number';

type Dashboard = Schema<'Dashboard'>;

const SLEEP_NEWS_PERCENT = 3;
/** The days the cards read: the latest reading in them, and the weeks compared. */
const CARD_DAYS = 30;
/** What a card without a reading says in place of a figure, over the days it reads. */
const NO_READING_IN = `in the last ${CARD_DAYS} days`;
const SEVERITY: HealthStatus[] = ['good', 'normal', 'monitor', 'high'];
const worst = (statuses: HealthStatus[]) =>
  statuses.reduce((a, b) => (SEVERITY.indexOf(b) > SEVERITY.indexOf(a) ? b : a), 'good');

export const hoursAndMinutes = (hours: number) => {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
};

/** The latest value of a metric up to today, and its day. */
function latest<K extends keyof DailyMetrics>(metrics: DailyMetrics[], key: K) {
  for (let i = metrics.length - 1; i >= 0; i--) {
    if (metrics[i][key] !== null) return metrics[i][key] as NonNullable<DailyMetrics[K]>;
  }
  return null;
}

/** This week's average against the week before (days 1–7 against 8–14 back). */
function weekOverWeek(metrics: DailyMetrics[], key: keyof DailyMetrics) {
  const values = metrics.map((day) => day[key] as number | null);
  return percentChange(average(values.slice(-7)), average(values.slice(-14, -7)));
}

/** The same thresholds as the recovery badge (scoreStatus), so the words and colour agree. */
function recoverySubtitle(recovery: number | null): string {
  if (recovery === null) return `No recovery score ${NO_READING_IN}`;
  if (recovery >= 80) return 'Ready to train';
  return recovery >= 60 ? 'Take it easy' : 'Rest today';
}

/** Today's steps so far against yesterday's by the same hour, so a morning is not a bad day. */
function stepsSoFarChange(days: ReturnType<typeof readDays>, todayDate: string) {
  const hour = dayjs().hour();
  const yesterday = dayjs(todayDate).subtract(1, 'day').format(DATE_FORMAT);
  const upToNow = (date: string) => sum(days.get(date)?.steps?.slice(0, hour));
  return hour === 0 ? null : percentChange(upToNow(todayDate), upToNow(yesterday));
}

const display = (value: number | null, unit = '') =>
  value === null ? '—' : `${formatNumber(value)}${unit}`;

/** The dashboard, computed from the user's own days, with their own reminders. */
export function dashboardOf(userId: string): Dashboard {
  const dashboard = dashboardFrom(readDays(userId));
  if (!dashboard.hasData) return dashboard;
  return { ...dashboard, alerts: [...dashboard.alerts, ...retestAlertsOf(userId)] };
}

/** The dashboard of any days by date: a user's, or the live demo's sample. */
export function dashboardFrom(days: Map<string, DayValues>): Dashboard {
  const empty: Dashboard = {
    hasData: false,
    healthScore: null,
    heartRate: null,
    sleepHours: null,
    steps: null,
    recoveryScore: null,
    sleepScore: null,
    hrv: null,
    cards: [],
    bodySystems: [],
    alerts: [],
  };
  if (days.size === 0) return empty;

  const metrics = dailyMetrics(days, datesEnding(today(), CARD_DAYS));
  const now = metrics[metrics.length - 1];
  // Today is still counting: averages and statuses of steps use the complete days before it.
  const completeDays = metrics.slice(0, -1);
  const healthScore = latest(metrics, 'healthScore');
  const heartRate = latest(metrics, 'restingHeartRate');
  const sleepScore = latest(metrics, 'sleepScore');
  const sleepHours = latest(metrics, 'sleepHours');
  const recovery = latest(metrics, 'recovery');
  const hrv = latest(metrics, 'hrv');
  const hrvBaseline = latest(metrics, 'hrvBaseline');
  const weekSteps = average(completeDays.slice(-7).map((day) => day.steps));

  const cards: Dashboard['cards'] = [
    {
      id: 'healthScore',
      title: 'Health Score',
      subtitle: healthScore === null ? `No health score ${NO_READING_IN}` : 'Overall wellness',
      value: healthScore,
      display: display(healthScore, '/100'),
      unit: '/100',
      change: weekOverWeek(metrics, 'healthScore'),
      status: healthScore === null ? 'none' : scoreStatus(healthScore),
    },
    {
      id: 'heartRate',
      title: 'Heart Rate',
      subtitle:
        heartRate === null ? `No resting heart rate recorded ${NO_READING_IN}` : 'Resting HR',
      value: heartRate,
      display: display(heartRate, ' bpm'),
      unit: 'bpm',
      change: weekOverWeek(metrics, 'restingHeartRate'),
      status: heartRate === null ? 'none' : restingHeartRateStatus(heartRate),
    },
    {
      id: 'sleepScore',
      title: 'Sleep Score',
      subtitle:
        sleepHours === null ? `No sleep recorded ${NO_READING_IN}` : hoursAndMinutes(sleepHours),
      value: sleepScore,
      display: display(sleepScore, '/100'),
      unit: '/100',
      change: weekOverWeek(metrics, 'sleepScore'),
      status: sleepScore === null ? 'none' : scoreStatus(sleepScore),
    },
    {
      id: 'steps',
      title: 'Daily Steps',
      subtitle: now.steps === null ? 'No steps recorded today' : 'vs yesterday',
      value: now.steps,
      display: display(now.steps),
      unit: 'steps',
      change: stepsSoFarChange(days, now.date),
      // The week's habit, beside today's count: none without a count, as every card without a figure.
      status: now.steps === null || weekSteps === null ? 'none' : stepsStatus(weekSteps),
    },
    {
      id: 'recovery',
      title: 'Recovery',
      subtitle: recoverySubtitle(recovery),
      value: recovery,
      display: display(recovery, '%'),
      unit: '%',
      change: weekOverWeek(metrics, 'recovery'),
      status: recovery === null ? 'none' : scoreStatus(recovery),
    },
    {
      id: 'hrv',
      title: 'HRV',
      subtitle: hrv === null ? `No HRV recorded ${NO_READING_IN}` : 'Stress resilience',
      value: hrv,
      display: display(hrv, ' ms'),
      unit: 'ms',
      change: weekOverWeek(metrics, 'hrv'),
      status: hrv === null || hrvBaseline === null ? 'none' : hrvStatus(hrv, hrvBaseline),
    },
  ];

  return {
    hasData: true,
    healthScore,
    heartRate,
    sleepHours: sleepHours === null ? null : round(sleepHours, 2),
    steps: now.steps,
    recoveryScore: recovery,
    sleepScore,
    hrv,
    cards,
    bodySystems: bodySystems(metrics, completeDays, days),
    alerts: alerts(metrics),
  };
}

function bodySystems(
  metrics: DailyMetrics[],
  completeDays: DailyMetrics[],
  days: ReturnType<typeof readDays>,
): Dashboard['bodySystems'] {
  const week = completeDays.slice(-7);
  const reading = (label: string, value: string, status: HealthStatus) => ({
    label,
    display: value,
    status,
  });
  const sleepHours = latest(metrics, 'sleepHours');
  const sleepScore = latest(metrics, 'sleepScore');
  const resting = latest(metrics, 'restingHeartRate');
  const hrv = latest(metrics, 'hrv');
  const hrvBaseline = latest(metrics, 'hrvBaseline');
  const systolic = latest(metrics, 'systolic');
  const diastolic = latest(metrics, 'diastolic');
  const oxygen = average(week.map((day) => day.bloodOxygen));
  const weight = latest(metrics, 'weight');
  const readings = datesEnding(today(), 7)
    .flatMap((date) => days.get(date)?.glucose ?? [])
    .filter((value): value is number => value !== null);
  // Time in range 70–180 mg/dL, with more than 70 % the consensus target (Battelino et al.,
  // Diabetes Care 2019).
  const timeInRange = readings.length
    ? readings.filter((value) => value >= 70 && value <= 180).length / readings.length
    : null;
  const steps = average(week.map((day) => day.steps));
  const active = average(week.map((day) => day.activeMinutes));
  const recovery = latest(metrics, 'recovery');

  const systems: Dashboard['bodySystems'] = [
    {
      id: 'brain',
      name: 'Sleep & mind',
      link: '/health-metrics?tab=sleep',
      readings: [
        ...(sleepHours === null
          ? []
          : [reading('Last night', hoursAndMinutes(sleepHours), sleepHoursStatus(sleepHours))]),
        ...(sleepScore === null
          ? []
          : [reading('Sleep score', `${sleepScore}/100`, scoreStatus(sleepScore))]),
      ],
      status: 'good',
    },
    {
      id: 'heart',
      name: 'Heart',
      link: '/health-metrics?tab=heart-rate',
      readings: [
        ...(resting === null
          ? []
          : [reading('Resting heart rate', `${resting} bpm`, restingHeartRateStatus(resting))]),
        ...(hrv === null || hrvBaseline === null
          ? []
          : [reading('HRV', `${hrv} ms`, hrvStatus(hrv, hrvBaseline))]),
        ...(systolic === null || diastolic === null
          ? []
          : [
              reading(
                'Blood pressure',
                `${systolic}/${diastolic} mmHg`,
                bloodPressureStatus(systolic, diastolic),
              ),
            ]),
      ],
      status: 'good',
    },
    {
      id: 'lungs',
      name: 'Lungs',
      link: '/health-metrics',
      readings:
        oxygen === null
          ? []
          : [reading('Blood oxygen', `${round(oxygen, 1)}%`, bloodOxygenStatus(oxygen))],
      status: 'good',
    },
    {
      id: 'metabolism',
      name: 'Metabolism',
      link: '/health-metrics?tab=weight',
      readings: [
        ...(weight === null ? [] : [reading('Weight', `${weight} kg`, 'normal' as const)]),
        ...(timeInRange === null
          ? []
          : [
              reading(
                'Glucose time in range',
                `${Math.round(timeInRange * 100)}%`,
                timeInRange > 0.7 ? 'normal' : 'monitor',
              ),
            ]),
      ],
      status: 'good',
    },
    {
      id: 'muscles',
      name: 'Muscles & activity',
      link: '/health-metrics?tab=activity',
      readings: [
        ...(steps === null
          ? []
          : [reading('Steps a day', formatNumber(Math.round(steps)), stepsStatus(steps))]),
        ...(active === null
          ? []
          : [reading('Active minutes a day', `${Math.round(active)} min`, 'normal' as const)]),
        ...(recovery === null ? [] : [reading('Recovery', `${recovery}%`, scoreStatus(recovery))]),
      ],
      status: 'good',
    },
  ];
  return systems
    .filter((system) => system.readings.length > 0)
    .map((system) => ({
      ...system,
      status: worst(system.readings.map((reading) => reading.status)),
    }));
}

function alerts(metrics: DailyMetrics[]): Dashboard['alerts'] {
  const sleepChange = weekOverWeek(metrics, 'sleepScore');
  const todayDate = dayjs(today());
  // The week starts on Monday.
  const weekStart = todayDate.subtract((todayDate.day() + 6) % 7, 'day').format(DATE_FORMAT);
  const weekSteps = metrics
    .filter((day) => day.date >= weekStart)
    .reduce((total, day) => total + (day.steps ?? 0), 0);
  const progress = Math.round((weekSteps / WEEKLY_STEP_GOAL) * 100);
  const remaining = Math.max(0, WEEKLY_STEP_GOAL - weekSteps);

  const hasWeekSteps = metrics.some((day) => day.date >= weekStart && day.steps !== null);
  const sleep: Dashboard['alerts'][number] | null =
    sleepChange === null
      ? null
      : // Within a few percent a week is noise, not news.
        Math.abs(sleepChange.percent) < SLEEP_NEWS_PERCENT
        ? {
            id: 'sleep',
            title: 'Steady Sleep',
            message: 'Your sleep quality held steady this week.',
            status: 'normal',
          }
        : sleepChange.percent > 0
          ? {
              id: 'sleep',
              title: 'Great Sleep Recovery',
              message: `Your sleep quality improved by ${sleepChange.percent}% this week.`,
              status: 'good',
            }
          : {
              id: 'sleep',
              title: 'Sleep Needs Attention',
              message: `Your sleep quality dropped by ${-sleepChange.percent}% this week. Aim for 7 hours or more.`,
              status: 'monitor',
            };
  const steps: Dashboard['alerts'][number] | null = !hasWeekSteps
    ? null
    : remaining === 0
      ? {
          id: 'steps',
          title: 'Weekly Goal Reached',
          message: `You reached your weekly goal of ${formatNumber(WEEKLY_STEP_GOAL)} steps.`,
          status: 'good',
        }
      : {
          id: 'steps',
          title: 'Weekly Goal Progress',
          message: `You're ${progress}% toward your weekly step goal. Just ${formatNumber(remaining)} more steps to go!`,
          status: progress >= 50 ? 'good' : 'normal',
        };
  // Alerts need their data: no sleep alert without two weeks of nights, no step goal without steps.
  return [
    sleep,
    {
      id: 'hydration',
      title: 'Hydration Reminder',
      message: `Remember to drink water regularly. Target: ${WATER_GLASSES_GOAL} glasses daily.`,
      status: 'normal',
    },
    steps,
  ].filter((alert): alert is Dashboard['alerts'][number] => alert !== null);
}
