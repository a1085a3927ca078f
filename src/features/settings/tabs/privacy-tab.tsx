import { Form, Formik, type FormikHelpers } from 'formik';
import { Download, Lock, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { DialogCancel, DialogContent, DialogRoot } from '@/components/dialog';
import { Field, Input, Label, TextField } from '@/components/form-field';
import { Row, Stack } from '@/components/layout';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { QueryBoundary } from '@/components/load-states';
import { showFormFailure } from '@/lib/api/failure';
import { useCurrentUser } from '@/lib/auth';
import { PRIVACY_OPTIONS } from '@/lib/settings/account';
import { strongPasswordField } from '@/lib/validation';
import {
  useChangePassword,
  useDataSummary,
  useDeleteAccount,
  useDownloadExport,
  usePrivacySettings,
  useSavePrivacySettings,
  type PrivacySettings,
} from '../api';
import { TabLoading } from '../components/load-state';
import { formatNumber } from '@/lib/format-number';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

const End = styled(Row)`
  justify-content: flex-end;
`;

const Lost = styled.ul`
  list-style: disc;
  padding-left: ${({ theme }) => theme.space.xl};
`;

/** The reset rules for the new password; the server checks the current one. */
const passwordSchema = yup.object({
  currentPassword: yup.string().required('Enter your current password'),
  newPassword: strongPasswordField(),
  confirmPassword: yup
    .string()
    .required("Passwords don't match")
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});
type PasswordValues = yup.InferType<typeof passwordSchema>;
const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordCard() {
  const change = useChangePassword();
  const { toast } = useToast();
  const { data: user } = useCurrentUser();
  if (user?.authProvider === 'google') {
    return (
      <Card>
        <CardTitle>Password</CardTitle>
        <Muted>You sign in with Google, so there is no password to change here.</Muted>
      </Card>
    );
  }
  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      const result = await change.mutateAsync({
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      helpers.resetForm();
      toast({
        title: 'Password changed',
        description:
          result.otherSessionsEnded > 0
            ? `${result.message} You were signed out everywhere else.`
            : result.message,
        variant: 'success',
      });
    } catch (error) {
      // A 400's fields show on the form; other failures as the write declares them.
      showFormFailure(error, helpers, Object.keys(NO_PASSWORDS));
    }
  };
  return (
    <Card>
      <Formik initialValues={NO_PASSWORDS} validationSchema={passwordSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack $gap="md">
              <CardTitle>Change password</CardTitle>
              <Grid>
                <TextField
                  name="currentPassword"
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                />
                <TextField
                  name="newPassword"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                />
                <TextField
                  name="confirmPassword"
                  label="Confirm new password"
                  type="password"
                  autoComplete="new-password"
                />
              </Grid>
              <Muted>
                8 to 100 characters, with an upper-case letter, a lower-case letter and a number.
                Your other sessions end.
              </Muted>
              <div>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Updating...' : 'Update Password'}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

function PrivacySwitches() {
  return (
    <QueryBoundary
      query={usePrivacySettings()}
      what="Your privacy settings"
      skeleton={<TabLoading label="Loading your privacy settings" />}
    >
      {({ enabled }) => <PrivacyChoices enabled={enabled} />}
    </QueryBoundary>
  );
}

function PrivacyChoices({ enabled }: Pick<PrivacySettings, 'enabled'>) {
  const save = useSavePrivacySettings();
  const { toast } = useToast();
  const toggle = (id: (typeof PRIVACY_OPTIONS)[number]['id'], on: boolean) =>
    save.mutate(
      { body: { enabled: on ? [...enabled, id] : enabled.filter((value) => value !== id) } },
      {
        onSuccess: () => toast({ title: 'Privacy settings saved', variant: 'success' }),
      },
    );
  return (
    <Card>
      <Stack $gap="sm">
        <CardTitle>Privacy</CardTitle>
        <Muted>Each switch is saved as you change it.</Muted>
        {PRIVACY_OPTIONS.map((option) => (
          <Switch
            key={option.id}
            label={option.label}
            description={option.description}
            checked={enabled.includes(option.id)}
            disabled={save.isPending}
            onChange={(on) => toggle(option.id, on)}
          />
        ))}
      </Stack>
    </Card>
  );
}

function ExportCard() {
  const { data: user } = useCurrentUser();
  const premium = user?.plan === 'premium';
  const summary = useDataSummary(premium);
  const download = useDownloadExport();
  const { toast } = useToast();
  const get = (table?: string) =>
    download.mutate(table, {
      onSuccess: (name) =>
        toast({ title: 'Download ready', description: `Saved ${name}.`, variant: 'success' }),
    });
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>Export your data</CardTitle>
        {premium ? (
          <>
            <Muted>
              Everything your account holds: one JSON file, or a CSV file per kind of record.
            </Muted>
            <div>
              <Button type="button" onClick={() => get()} disabled={download.isPending}>
                <Download size={18} aria-hidden="true" />
                Download all (JSON)
              </Button>
            </div>
            {summary.data && summary.data.length > 0 && (
              <Row $wrap $gap="sm" role="group" aria-label="CSV downloads">
                {summary.data.map(({ table, label, count }) => (
                  <Button
                    key={table}
                    type="button"
                    $variant="secondary"
                    onClick={() => get(table)}
                    disabled={download.isPending}
                  >
                    {label} ({count}) CSV
                  </Button>
                ))}
              </Row>
            )}
          </>
        ) : (
          <Alert
            tone="warning"
            icon={<Lock size={20} aria-hidden="true" />}
            title="Data export is a Premium feature"
          >
            <p>
              Upgrade to Premium to download your data.{' '}
              <Link to="/settings?tab=units">See your plan</Link>
            </p>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const summary = useDataSummary(open);
  const remove = useDeleteAccount();
  const { toast } = useToast();
  const { data: user } = useCurrentUser();
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ title: 'Account deleted', description: message, variant: 'success' });
        // The session ended with the account: the app forgets the user at once, so no read can
        // race it, and the gate shows the login, where the same e-mail may sign up again.
        remove.forgetUser();
      },
    });
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>Delete account</CardTitle>
        <Muted>Removes your account and every record in it. This cannot be undone.</Muted>
        <div>
          <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
            <Trash2 size={18} aria-hidden="true" />
            Delete Account
          </Button>
        </div>
      </Stack>
      <DialogRoot
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setTyped('');
        }}
      >
        <DialogContent
          title="Delete your account?"
          description={`${user?.email ?? 'Your account'} and everything in it will be removed for good.`}
        >
          <Stack $gap="md">
            {summary.isPending ? (
              <Muted>Counting your records...</Muted>
            ) : summary.data?.length ? (
              <div>
                <p>You will lose:</p>
                <Lost aria-label="What will be lost">
                  {summary.data.map(({ table, label, count }) => (
                    <li key={table}>
                      {formatNumber(count)} {label.toLowerCase()}
                    </li>
                  ))}
                  <li>your profile, settings, achievements and sign-in</li>
                </Lost>
              </div>
            ) : (
              <p>You will lose your profile, settings, achievements and sign-in.</p>
            )}
            <Field>
              <Label htmlFor="delete-confirm">Type DELETE to confirm</Label>
              <Input
                id="delete-confirm"
                value={typed}
                autoComplete="off"
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field>
            <End $wrap>
              <DialogCancel />
              <Button
                type="button"
                $variant="danger"
                disabled={typed !== 'DELETE' || remove.isPending}
                onClick={onDelete}
              >
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </End>
          </Stack>
        </DialogContent>
      </DialogRoot>
    </Card>
  );
}

/** Privacy & Security: password, privacy switches, export, delete, the HIPAA note. */
export function PrivacyTab() {
  return (
    <Stack>
      <PasswordCard />
      <PrivacySwitches />
      <ExportCard />
      <DeleteAccountCard />
      <Alert tone="info" icon={<ShieldCheck size={20} aria-hidden="true" />} title="HIPAA">
        <p>
          Your health information is handled following HIPAA safeguards: encrypted in transit and at
          rest, and shared only with the people you allow. In this demo, data stays in your browser.
        </p>
      </Alert>
    </Stack>
  );
}
