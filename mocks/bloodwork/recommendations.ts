import { adviceFor, resultSentence } from '@/lib/health/bloodwork-advice';
import type { Schema } from '@/lib/api/contract';
import { inGlucoseUnit } from '@/lib/health/biomarkers';
import { unitOf } from '../glucose/glucose-history';
import { latestDrawOf } from './lab-draws';

type Recommendation = Schema<'BloodworkRecommendation'>;

/**
 * The recommendations, from the latest draw: one for each out-of-range result, or one
 * saying all is well; none before the first draw.
 */
export function bloodworkRecommendationsOf(userId: string): Recommendation[] {
  const latest = latestDrawOf(userId);
  if (!latest) return [];
  const outOfRange = latest.results.filter((result) => result.status !== 'Normal');
  if (outOfRange.length === 0) {
    return [
      {
        id: 'all-in-range',
        title: 'Keep up your routine',
        description: `All ${latest.results.length} results of your latest draw are within their reference ranges. Retest in 3 months to keep track.`,
      },
    ];
  }
  const unit = unitOf(userId);
  return outOfRange.map((result) => {
    const { biomarker, status } = result;
    const advice = adviceFor(biomarker, status)!;
    return {
      id: `${biomarker}-${status.toLowerCase()}`,
      title: advice.title,
      description: `${resultSentence(inGlucoseUnit(result, unit))} ${advice.action}`,
    };
  });
}
