import dayjs from 'dayjs';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { ErrorText, Field, Input, Label, TextField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { useToast } from '@/components/toast';
import { apiQuery } from '@/lib/api/queries';
import { showFormFailure } from '@/lib/api/failure';
import {
  defaultTimes,
  medicationSchema,
  toMedicationRequest,
  type MedicationValues,
} from '@/lib/medications/medication-schema';
import {
  FREQUENCIES,
  FREQUENCY_IDS,
  MEDICATION_TYPES,
  MEDICATION_TYPE_IDS,
  type MedicationFrequency,
} from '@/lib/medications/schedule';
import { useQueryClient } from '@tanstack/react-query';
import {
  useAddMedication,
  useDeleteMedication,
  useUpdateMedication,
  type Medication,
} from '../api';
import {
  DialogActions,
  DialogFields,
  DialogFormActions,
  FieldPair,
  SaveError,
} from '@/components/dialog-form';

const Times = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Notes = styled(Input).attrs({ as: 'textarea' })`
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
`;

const DeleteAction = styled.div`
  margin-right: auto;
`;

const FIELDS = ['name', 'dosage', 'frequency', 'type', 'startDate', 'reminderTimes', 'notes'];

function initialValues(medication: Medication | null): MedicationValues {
  if (!medication) {
    return {
      name: '',
      dosage: '',
      frequency: 'daily',
      type: 'prescription',
      startDate: dayjs().format('YYYY-MM-DD'),
      reminderTimes: defaultTimes('daily'),
      notes: '',
    };
  }
  return {
    ...medication,
    reminderTimes: [...medication.reminderTimes],
    notes: medication.notes ?? '',
  };
}

/** The reminder times the frequency takes, one time field each; the count's message below them. */
function ReminderTimes() {
  const { values, errors, touched } = useFormikContext<MedicationValues>();
  const count = FREQUENCIES[values.frequency as MedicationFrequency]?.times ?? 0;
  const listError =
    touched.reminderTimes && typeof errors.reminderTimes === 'string' ? errors.reminderTimes : null;
  const errorId = useId();
  if (count === 0) {
    return (
      <p>
        As-needed medicines have no reminders: log each dose from Today&apos;s Medication Schedule.
      </p>
    );
  }
  return (
    <Times aria-describedby={listError ? errorId : undefined}>
      <legend>Reminder times</legend>
      <FieldPair>
        {values.reminderTimes.map((_, index) => (
          <TextField
            key={index}
            name={`reminderTimes.${index}`}
            label={count === 1 ? 'Time' : `Time ${index + 1}`}
            type="time"
          />
        ))}
      </FieldPair>
      <ErrorText id={listError ? errorId : undefined} aria-live="polite">
        {listError}
      </ErrorText>
    </Times>
  );
}

function FrequencyField() {
  const { setFieldValue } = useFormikContext<MedicationValues>();
  const changeFrequency = async (event: ChangeEvent<HTMLSelectElement>) => {
    const frequency = event.target.value as MedicationFrequency;
    await setFieldValue('reminderTimes', defaultTimes(frequency), false);
    await setFieldValue('frequency', frequency);
  };
  return (
    <SelectField name="frequency" label="Frequency" onChange={changeFrequency}>
      {FREQUENCY_IDS.map((id) => (
        <option key={id} value={id}>
          {FREQUENCIES[id].label}
        </option>
      ))}
    </SelectField>
  );
}

function NotesField() {
  const [field, meta] = useField<string>('notes');
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <Label htmlFor={id}>Notes (optional)</Label>
      <Notes
        id={id}
        {...field}
        value={field.value ?? ''}
        $invalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
      />
      <ErrorText id={showError ? `${id}-error` : undefined} aria-live="polite">
        {showError ? meta.error : null}
      </ErrorText>
    </Field>
  );
}

interface MedicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The medication to edit, or null to add one. */
  medication: Medication | null;
}

/**
 * Add Medication, and Edit (the same dialog filled in). The rules are the server's, with its words;
 * a 400 it still answers shows on the field it names. After saving, any interaction the medicine
 * has with the rest of the list is said at once.
 */
export function MedicationDialog({ open, onOpenChange, medication }: MedicationDialogProps) {
  const add = useAddMedication();
  const update = useUpdateMedication();
  const remove = useDeleteMedication();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const editing = medication !== null;
  const [confirming, setConfirming] = useState(false);

  const onSubmit = async (values: MedicationValues, helpers: FormikHelpers<MedicationValues>) => {
    helpers.setStatus(undefined);
    let saved: Medication;
    try {
      const body = toMedicationRequest(values);
      saved = medication
        ? await update.mutateAsync({ path: { id: medication.id }, body })
        : await add.mutateAsync({ body });
    } catch (error) {
      showFormFailure(error, helpers, FIELDS);
      return;
    }
    const interactions = await queryClient
      .fetchQuery(apiQuery('getMedicationInteractions'))
      .catch(() => []);
    const found = interactions.filter((item) =>
      [item.medication1, item.medication2].includes(saved.name),
    );
    toast({
      title: editing ? 'Medication updated' : 'Medication added',
      description: found.length
        ? `${saved.name} interacts with ${found
            .map((item) => (item.medication1 === saved.name ? item.medication2 : item.medication1))
            .join(' and ')}: see Interaction Check.`
        : `${saved.name} ${saved.dosage} is on your list.`,
      variant: found.length ? 'default' : 'success',
    });
    onOpenChange(false);
  };

  const onDelete = async () => {
    if (!medication) return;
    try {
      await remove.mutateAsync({ path: { id: medication.id } });
    } catch {
      // The app shows the failure (the write declares it).
      return;
    }
    toast({ title: 'Medication deleted', description: `${medication.name} was removed.` });
    onOpenChange(false);
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? 'Edit Medication' : 'Add Medication'}
        description="A medicine, supplement or vitamin, with the times you take it."
      >
        <Formik
          initialValues={initialValues(medication)}
          validationSchema={medicationSchema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, status }) => (
            <DialogFields>
              <TextField name="name" label="Name" autoComplete="off" />
              <FieldPair>
                <TextField name="dosage" label="Dosage" placeholder="e.g. 500 mg" />
                <SelectField name="type" label="Type">
                  {MEDICATION_TYPE_IDS.map((id) => (
                    <option key={id} value={id}>
                      {MEDICATION_TYPES[id]}
                    </option>
                  ))}
                </SelectField>
              </FieldPair>
              <FieldPair>
                <FrequencyField />
                <TextField name="startDate" label="Start date" type="date" />
              </FieldPair>
              <ReminderTimes />
              <NotesField />
              <SaveError status={status} />
              {confirming && medication && (
                <Alert tone="warning" role="alert" title={`Delete ${medication.name}?`}>
                  <p>Its dose history goes with it. This cannot be undone.</p>
                  <DialogActions>
                    <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                      Keep it
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      onClick={onDelete}
                      disabled={remove.isPending}
                    >
                      {remove.isPending ? 'Deleting...' : 'Yes, delete'}
                    </Button>
                  </DialogActions>
                </Alert>
              )}
              <DialogFormActions
                submitting={isSubmitting}
                submitLabel={editing ? 'Save changes' : 'Add Medication'}
              >
                {editing && !confirming && (
                  <DeleteAction>
                    <Button type="button" $variant="ghost" onClick={() => setConfirming(true)}>
                      Delete
                    </Button>
                  </DeleteAction>
                )}
              </DialogFormActions>
            </DialogFields>
          )}
        </Formik>
      </DialogContent>
    </DialogRoot>
  );
}
