import dayjs from 'dayjs';
import { CalendarCheck, Check } from 'lucide-react';
import { Button } from '@/components/button';
import { CardTitle, Muted } from '@/components/card';
import { EmptyCard } from '@/components/load-states';
import { useToast } from '@/components/toast';
import { useJoinWaitlist, useWaitlist } from '../api';

/** Meal Planning: coming soon; Join Waitlist records the user, and the button says so after. */
export function MealPlanningTab() {
  const { data, isPending } = useWaitlist();
  const join = useJoinWaitlist();
  const { toast } = useToast();
  const joined = data?.joined ?? false;
  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'You joined the waitlist',
          description: "We'll let you know when Meal Planning opens.",
          variant: 'success',
        }),
    });
  return (
    <EmptyCard>
      <CalendarCheck size={32} aria-hidden="true" />
      <CardTitle>Meal Planning is coming soon</CardTitle>
      <Muted>
        Weekly meal plans built around your glucose responses and nutrition targets, with a shopping
        list. Join the waitlist to hear when it opens.
      </Muted>
      <Button type="button" onClick={onJoin} disabled={isPending || joined || join.isPending}>
        {joined && <Check size={18} aria-hidden="true" />}
        {joined ? "You're on the waitlist" : join.isPending ? 'Joining...' : 'Join Waitlist'}
      </Button>
      {joined && data?.joinedAt && (
        <Muted>Joined on {dayjs(data.joinedAt).format('MMMM D, YYYY')}.</Muted>
      )}
    </EmptyCard>
  );
}
