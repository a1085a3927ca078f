import { adviceFor, resultSentence } from '@/lib/health/bloodwork-advice';
import type { Schema } from '@/lib/api-contract';
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
  return outOfRange.map(({ biomarker, value, status }) => {
    const advice = adviceFor(biomarker, status)!;
    return {
      id: `${biomarker}-${status.toLowerCase()}`,
      title: advice.title,
      description: `${resultSentence(biomarker, value, status)} ${advice.action}`,
    };
  });
}
