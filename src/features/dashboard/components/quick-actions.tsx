import { Bell, CalendarClock, Camera, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddButton, Button } from '@/components/button';
import { CardTitle } from '@/components/card';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { MealDialog } from '@/components/meals/meal-dialog';
import type { Dashboard } from '../api';
import { AlertList } from './alert-list';
import { Section } from './dashboard-layout';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function AlertsDialog({ alerts }: { alerts: Dashboard['alerts'] }) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button type="button" $variant="secondary">
          <Bell size={18} aria-hidden="true" />
          Alerts
        </Button>
      </DialogTrigger>
      <DialogContent title="Health alerts" description="Computed from your own recent data.">
        <AlertList alerts={alerts} label="Alerts" />
      </DialogContent>
    </DialogRoot>
  );
}

function CommunityDialog() {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button type="button" $variant="secondary">
          <Users size={18} aria-hidden="true" />
          Join Community
        </Button>
      </DialogTrigger>
      <DialogContent title="Join Community">
        <Text>
          <p>
            The Vitalis community, where members share progress and take on challenges together, is
            not part of this demo.
          </p>
          <p>Nothing has been shared and no account was created.</p>
        </Text>
        <DialogActions>
          <DialogClose asChild>
            <Button type="button">Got it</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </DialogRoot>
  );
}

interface QuickActionsProps {
  alerts: Dashboard['alerts'];
  onAddData: () => void;
}

/**
 * The Quick Actions that have something real to do in this prototype; Schedule opens
 * today's medication schedule.
 */
export function QuickActions({ alerts, onAddData }: QuickActionsProps) {
  const titleId = useId();
  // Photo logs a meal with its photo, through the same dialog as Log Meal.
  const [photoMeal, setPhotoMeal] = useState(false);
  return (
    <Section aria-labelledby={titleId}>
      <CardTitle id={titleId}>Quick Actions</CardTitle>
      <Actions>
        <AddButton onClick={onAddData}>Add Data</AddButton>
        <Button as={Link} to="/medications#schedule" $variant="secondary">
          <CalendarClock size={18} aria-hidden="true" />
          Schedule
        </Button>
        <AlertsDialog alerts={alerts} />
        <Button type="button" $variant="secondary" onClick={() => setPhotoMeal(true)}>
          <Camera size={18} aria-hidden="true" />
          Photo
        </Button>
        <CommunityDialog />
      </Actions>
      <MealDialog open={photoMeal} onOpenChange={setPhotoMeal} photoFirst />
    </Section>
  );
}
