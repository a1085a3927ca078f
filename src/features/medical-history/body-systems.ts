import type { BodyRegionId, BodySystemView } from '@/components/body-diagram';
import type { Condition, Surgery } from './api';
import { formatMonth, statusText } from './format';

const REGION_NAMES: Record<BodyRegionId, string> = {
  brain: 'Head & mind',
  lungs: 'Lungs',
  heart: 'Heart',
  metabolism: 'Abdomen & metabolism',
  muscles: 'Bones, joints & muscles',
};

/** The worst first: an active condition marks its region red over a managed one, and so on. */
const SEVERITY = ['active', 'managed', 'resolved', 'surgery'];

/**
 * The body diagram's regions with the entries the server placed on them: a region takes the
 * colour of its most pressing condition, or gray for surgeries alone.
 */
export function bodySystemsOf(surgeries: Surgery[], conditions: Condition[]): BodySystemView[] {
  const entries = [
    ...conditions.map((condition) => ({
      region: condition.region,
      status: condition.status as string,
      reading: {
        label: condition.name,
        display: statusText(condition.status),
        status: condition.status,
      },
      tab: 'conditions',
    })),
    ...surgeries.map((surgery) => ({
      region: surgery.region,
      status: 'surgery',
      reading: { label: surgery.type, display: formatMonth(surgery.date), status: 'surgery' },
      tab: 'surgeries',
    })),
  ];
  return (Object.keys(REGION_NAMES) as BodyRegionId[]).flatMap((id) => {
    const here = entries.filter((entry) => entry.region === id);
    if (here.length === 0) return [];
    const status = SEVERITY.find((level) => here.some((entry) => entry.status === level))!;
    return [
      {
        id,
        name: REGION_NAMES[id],
        status,
        readings: here.map((entry) => entry.reading),
        link: `/medical-history?tab=${here[0].tab}`,
      },
    ];
  });
}
