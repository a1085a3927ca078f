import { CalendarClock, Pill, Salad } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { adviceFor } from '@/lib/health/bloodwork-advice';
import { useClearRetestReminder, useSetRetestReminder, type Bloodwork, type LabDraw } from '../api';
import { formatDate } from '../format';
import { RecommendationList } from './recommendation-list';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StepCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The foods and supplements that answer the latest draw's out-of-range results. */
function suggestionsOf(latest: LabDraw) {
  const advice = latest.results.flatMap((result) => {
    const found = adviceFor(result.biomarker, result.status);
    return found ? [{ result, advice: found }] : [];
  });
  return {
    foods: advice.flatMap(({ result, advice: item }) =>
      item.foods.map((food) => ({ key: `${result.biomarker}:${food}`, food, for: result.name })),
    ),
    supplements: advice.flatMap(({ result, advice: item }) =>
      item.supplement ? [{ ...item.supplement, for: result.name }] : [],
    ),
  };
}

function FollowUpCard({ followUp }: { followUp: NonNullable<Bloodwork['followUp']> }) {
  const setReminder = useSetRetestReminder();
  const clearReminder = useClearRetestReminder();
  const { toast } = useToast();
  const date = formatDate(followUp.retestDate);
  const toggle = async () => {
    const set = !followUp.reminderSet;
    try {
      await (set ? setReminder : clearReminder).mutateAsync();
    } catch {
      // The app shows the failure (the write declares it).
      return;
    }
    toast({
      title: set ? 'Reminder added' : 'Reminder removed',
      description: set
        ? `Your retest on ${date} now shows in your dashboard alerts.`
        : `The retest reminder for ${date} was removed.`,
      variant: 'success',
    });
  };
  return (
    <StepCard>
      <CalendarClock size={28} aria-hidden="true" />
      <CardTitle as="h3">Schedule Follow-up</CardTitle>
      <p>
        Retest in 3 months: <strong>{date}</strong>.
      </p>
      <Muted>
        {followUp.reminderSet
          ? 'A reminder for this date shows in your dashboard alerts.'
          : 'Add it as a reminder and it shows in your dashboard alerts.'}
      </Muted>
      <Button
        type="button"
        $variant={followUp.reminderSet ? 'secondary' : 'primary'}
        disabled={setReminder.isPending || clearReminder.isPending}
        onClick={toggle}
      >
        {followUp.reminderSet ? 'Remove reminder' : 'Add reminder'}
      </Button>
    </StepCard>
  );
}

/** Recommendations: the server's, the dietary and supplement suggestions, and the Next Steps. */
export function RecommendationsTab({
  latest,
  followUp,
}: {
  latest: LabDraw;
  followUp: Bloodwork['followUp'];
}) {
  const { foods, supplements } = suggestionsOf(latest);
  return (
    <Stack>
      <Alert tone="info" title="Not medical advice">
        <p>
          These suggestions are general wellness information computed from your results. Talk to
          your doctor before changing your diet, medicines or supplements.
        </p>
      </Alert>
      <Card>
        <Stack $gap="md">
          <CardTitle>Based on your latest results</CardTitle>
          <RecommendationList />
        </Stack>
      </Card>
      <Grid>
        <Card>
          <Stack $gap="md">
            <CardTitle as="h3">Dietary suggestions</CardTitle>
            {foods.length === 0 ? (
              <Muted>Your results call for no change: keep a varied, balanced diet.</Muted>
            ) : (
              <Bullets>
                {foods.map((item) => (
                  <li key={item.key}>
                    {item.food} <Muted as="span">({item.for})</Muted>
                  </li>
                ))}
              </Bullets>
            )}
          </Stack>
        </Card>
        <Card>
          <Stack $gap="md">
            <CardTitle as="h3">Supplement suggestions</CardTitle>
            {supplements.length === 0 ? (
              <Muted>None of your results suggests a supplement.</Muted>
            ) : (
              <Bullets>
                {supplements.map((item) => (
                  <li key={item.name}>
                    <strong>{item.name}</strong> for {item.for}: {item.detail}
                  </li>
                ))}
              </Bullets>
            )}
          </Stack>
        </Card>
      </Grid>
      <section aria-labelledby="bloodwork-next-steps">
        <Stack $gap="md">
          <CardTitle id="bloodwork-next-steps">Next Steps</CardTitle>
          <Grid>
            {followUp && <FollowUpCard followUp={followUp} />}
            <StepCard>
              <Pill size={28} aria-hidden="true" />
              <CardTitle as="h3">Start Supplements</CardTitle>
              <Muted>
                {supplements.length
                  ? `Suggested: ${supplements.map((item) => item.name).join(', ')}.`
                  : 'Browse supplements chosen for your results.'}
              </Muted>
              <Button as={Link} to="/supplements">
                Start Supplements
              </Button>
            </StepCard>
            <StepCard>
              <Salad size={28} aria-hidden="true" />
              <CardTitle as="h3">Diet Adjustments</CardTitle>
              <Muted>
                {foods.length
                  ? `Add ${foods
                      .slice(0, 3)
                      .map((item) => item.food.toLowerCase())
                      .join('; ')} to your week.`
                  : 'Keep logging your meals to see how your diet supports your results.'}
              </Muted>
              <Button as={Link} to="/nutrition" $variant="secondary">
                Plan meals
              </Button>
            </StepCard>
          </Grid>
        </Stack>
      </section>
    </Stack>
  );
}
