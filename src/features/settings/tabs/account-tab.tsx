import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { ErrorText, Field, Input, Label, TextField } from '@/components/form-field';
import { Stack } from '@/components/layout';
import { SelectField } from '@/components/select-field';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { QueryBoundary } from '@/components/load-states';
import { showFormFailure } from '@/lib/api/failure';
import {
  ACTIVITY_LEVELS,
  BLOOD_TYPES,
  BIO_MAX,
  GENDERS,
  HEALTH_GOALS,
  profileSchema,
} from '@/lib/settings/account';
import { useProfile, useSaveProfile, type Profile, type ProfileRequest } from '../api';
import { TabLoading } from '../components/load-state';

/** The form's values: numbers as the inputs hold them ('' when empty). */
type ProfileValues = Omit<ProfileRequest, 'heightCm' | 'weightKg'> & {
  heightCm: number | '';
  weightKg: number | '';
};

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;

const Count = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

function toValues(profile: Profile): ProfileValues {
  const fields: Partial<Profile> = { ...profile };
  // The address waiting for confirmation is shown, not edited.
  delete fields.pendingEmail;
  return {
    ...(fields as Omit<Profile, 'pendingEmail'>),
    heightCm: profile.heightCm ?? '',
    weightKg: profile.weightKg ?? '',
  };
}

function toRequest(values: ProfileValues): ProfileRequest {
  const number = (value: number | '') => (value === '' ? null : Number(value));
  return { ...values, heightCm: number(values.heightCm), weightKg: number(values.weightKg) };
}

function BioField() {
  const [field, meta] = useField<string>('bio');
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <Label htmlFor={id}>Bio</Label>
      <Input
        as="textarea"
        id={id}
        rows={3}
        {...field}
        $invalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={`${id}-count ${id}-error`}
      />
      <Count id={`${id}-count`}>
        {field.value.length} of {BIO_MAX} characters
      </Count>
      <ErrorText id={`${id}-error`} aria-live="polite">
        {showError ? meta.error : null}
      </ErrorText>
    </Field>
  );
}

function GoalSwitches() {
  const [field, , helpers] = useField<string[]>('healthGoals');
  return (
    <Stack $gap="sm">
      {HEALTH_GOALS.map((goal) => (
        <Switch
          key={goal.id}
          label={goal.label}
          checked={field.value.includes(goal.id)}
          onChange={(on) =>
            void helpers.setValue(
              on ? [...field.value, goal.id] : field.value.filter((id) => id !== goal.id),
            )
          }
        />
      ))}
    </Stack>
  );
}

const options = (list: readonly { value: string; label: string }[], placeholder: string) => [
  <option key="" value="">
    {placeholder}
  </option>,
  ...list.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  )),
];

/**
 * The Account tab: Save Changes saves on the server and
 * says so, Cancel goes back to what is saved. A new e-mail applies once its link is opened.
 */
export function AccountTab() {
  return (
    <QueryBoundary
      query={useProfile()}
      what="Your profile"
      skeleton={<TabLoading label="Loading your profile" />}
    >
      {(profile) => <AccountForm profile={profile} />}
    </QueryBoundary>
  );
}

function AccountForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const { toast } = useToast();
  const initialValues = toValues(profile);

  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      const saved = await save.mutateAsync({ body: toRequest(values) });
      helpers.resetForm({ values: toValues(saved) });
      toast({
        title: 'Changes saved',
        description:
          saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail
            ? `Your profile is saved. We sent a link to ${saved.pendingEmail}: your email changes when you open it.`
            : 'Your profile is saved.',
        variant: 'success',
      });
    } catch (error) {
      // A 400's fields show on the form; other failures as the write declares them.
      showFormFailure(error, helpers, Object.keys(initialValues));
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={profileSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate>
          <Stack>
            <Card>
              <Stack $gap="md">
                <CardTitle>Profile</CardTitle>
                <Grid>
                  <TextField name="firstName" label="First name" autoComplete="given-name" />
                  <TextField name="lastName" label="Last name" autoComplete="family-name" />
                  <TextField name="email" label="Email" type="email" autoComplete="email" />
                  <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                </Grid>
                {profile.pendingEmail && (
                  <Alert tone="info" role="status" title="Email change waiting for confirmation">
                    <p>
                      We sent a link to {profile.pendingEmail}. Until it is opened you keep signing
                      in with {profile.email}.
                    </p>
                  </Alert>
                )}
                <BioField />
              </Stack>
            </Card>
            <Card>
              <Stack $gap="md">
                <CardTitle>Health information</CardTitle>
                <Grid>
                  <TextField name="dateOfBirth" label="Date of birth" type="date" />
                  <SelectField name="gender" label="Gender">
                    {options(GENDERS, 'Select gender')}
                  </SelectField>
                  <SelectField name="bloodType" label="Blood type">
                    {options(BLOOD_TYPES, 'Select blood type')}
                  </SelectField>
                  <TextField
                    name="heightCm"
                    label="Height (cm)"
                    type="number"
                    inputMode="decimal"
                  />
                  <TextField
                    name="weightKg"
                    label="Weight (kg)"
                    type="number"
                    inputMode="decimal"
                    step="0.1"
                  />
                  <SelectField name="activityLevel" label="Activity level">
                    {options(ACTIVITY_LEVELS, 'Select activity level')}
                  </SelectField>
                </Grid>
              </Stack>
            </Card>
            <Card>
              <Stack $gap="md">
                <CardTitle>Health goals</CardTitle>
                <Muted>Your goals shape the tips and alerts you get.</Muted>
                <GoalSwitches />
              </Stack>
            </Card>
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                disabled={!dirty || isSubmitting}
                onClick={() => resetForm({ values: toValues(profile) })}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </Actions>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
