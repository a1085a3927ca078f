import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { ErrorText, Field, Input, Label } from '@/components/form-field';
import { Stack } from '@/components/layout';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { ALERT_TYPES, DEFAULT_NOTIFICATIONS, NOTIFICATION_CHANNELS } from '@/lib/settings/account';
import {
  useNotificationSettings,
  useSaveNotificationSettings,
  type NotificationSettings,
} from '../api';
import { QueryBoundary } from '@/components/load-states';
import { TabLoading } from '../components/load-state';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

type Id = NotificationSettings['enabled'][number];

function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        value={value}
        required
        onChange={(e) => onChange(e.target.value)}
      />
      <ErrorText aria-live="polite">{value ? null : 'Choose a time'}</ErrorText>
    </Field>
  );
}

/**
 * Notifications: channels, alert types and quiet hours (22:00 to 07:00 by default).
 * Reset to Default puts the defaults in the form; Save Preferences saves it.
 */
export function NotificationsTab() {
  return (
    <QueryBoundary
      query={useNotificationSettings()}
      what="Your notification preferences"
      skeleton={<TabLoading label="Loading your notification preferences" />}
    >
      {/* A save gives new saved preferences, and the form starts again from them. */}
      {(saved) => <NotificationsForm key={JSON.stringify(saved)} saved={saved} />}
    </QueryBoundary>
  );
}

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const { toast } = useToast();
  const [draft, setDraft] = useState<NotificationSettings>(saved);

  const toggle = (id: Id, on: boolean) =>
    setDraft({
      ...draft,
      enabled: on ? [...draft.enabled, id] : draft.enabled.filter((v) => v !== id),
    });
  const unsaved = JSON.stringify(draft) !== JSON.stringify(saved);
  const onSave = () =>
    save.mutate(
      { body: draft },
      {
        onSuccess: () =>
          toast({
            title: 'Preferences saved',
            description: 'Your notification preferences are saved.',
            variant: 'success',
          }),
      },
    );

  const switches = (list: readonly { id: Id; label: string; description: string }[]) =>
    list.map((option) => (
      <Switch
        key={option.id}
        label={option.label}
        description={option.description}
        checked={draft.enabled.includes(option.id)}
        onChange={(on) => toggle(option.id, on)}
      />
    ));

  return (
    <Stack>
      <Card>
        <Stack $gap="sm">
          <CardTitle>Channels</CardTitle>
          {switches(NOTIFICATION_CHANNELS)}
        </Stack>
      </Card>
      <Card>
        <Stack $gap="sm">
          <CardTitle>Alert types</CardTitle>
          {switches(ALERT_TYPES)}
        </Stack>
      </Card>
      <Card>
        <Stack $gap="sm">
          <CardTitle>Quiet hours</CardTitle>
          <Muted>No notifications between these times, except urgent glucose alerts.</Muted>
          <Grid>
            <TimeField
              label="Start"
              value={draft.quietHoursStart}
              onChange={(v) => setDraft({ ...draft, quietHoursStart: v })}
            />
            <TimeField
              label="End"
              value={draft.quietHoursEnd}
              onChange={(v) => setDraft({ ...draft, quietHoursEnd: v })}
            />
          </Grid>
        </Stack>
      </Card>
      {unsaved && <Muted role="status">You have changes that are not saved yet.</Muted>}
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setDraft({ ...DEFAULT_NOTIFICATIONS } as NotificationSettings)}
        >
          Reset to Default
        </Button>
        <Button
          type="button"
          onClick={onSave}
          disabled={save.isPending || !draft.quietHoursStart || !draft.quietHoursEnd}
        >
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </Actions>
    </Stack>
  );
}
