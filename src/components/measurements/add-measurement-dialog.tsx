import dayjs from 'dayjs';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ChangeEvent } from 'react';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { TextField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { useToast } from '@/components/toast';
import { showFormFailure } from '@/lib/api/failure';
import { useAddMeasurement, type Measurement } from './api';
import {
  MEASUREMENT_KINDS,
  MEASUREMENT_KIND_IDS,
  defaultUnit,
  emptyMeasurement,
  measurementSchema,
  toMeasurementRequest,
  todayIso,
  type MeasurementKind,
  type MeasurementValues,
} from './form';
import { DialogFields, DialogFormActions, FieldPair, SaveError } from '@/components/dialog-form';
import { formatTenths } from '@/lib/format-number';

/** The fields the form shows for a kind, where a server message can be put. */
function shownFields(kind: MeasurementKind): string[] {
  return [
    'kind',
    'value',
    'date',
    ...(kind === 'bloodPressure' ? ['diastolic'] : []),
    ...(MEASUREMENT_KINDS[kind].units.length > 1 ? ['unit'] : []),
  ];
}
/** "Weight 77.4 kg", "Blood pressure 120/80 mmHg": what the user entered, for the toast. */
function describe(values: MeasurementValues): string {
  const figure =
    values.kind === 'bloodPressure'
      ? `${values.value}/${values.diastolic}`
      : formatTenths(Number(values.value));
  return `${MEASUREMENT_KINDS[values.kind].label} ${figure} ${values.unit}`;
}

/** The value fields of the chosen kind; choosing another kind starts its fields afresh. */
function MeasurementFields() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<MeasurementValues>();
  const rule = MEASUREMENT_KINDS[values.kind];
  const changeKind = async (event: ChangeEvent<HTMLSelectElement>) => {
    const kind = event.target.value as MeasurementKind;
    // A figure of another kind means nothing here: the value fields start empty.
    for (const field of ['value', 'diastolic'] as const) {
      await setFieldValue(field, '', false);
      await setFieldTouched(field, false, false);
    }
    await setFieldValue('unit', defaultUnit(kind), false);
    await setFieldValue('kind', kind);
  };
  return (
    <>
      <SelectField name="kind" label="Measurement" onChange={changeKind}>
        {MEASUREMENT_KIND_IDS.map((kind) => (
          <option key={kind} value={kind}>
            {MEASUREMENT_KINDS[kind].label}
          </option>
        ))}
      </SelectField>
      <FieldPair>
        <TextField
          name="value"
          label={rule.valueLabel}
          type="number"
          inputMode="decimal"
          step="any"
        />
        {values.kind === 'bloodPressure' && (
          <TextField
            name="diastolic"
            label="Diastolic (mmHg)"
            type="number"
            inputMode="numeric"
            step="any"
          />
        )}
        {rule.units.length > 1 && (
          <SelectField name="unit" label="Unit">
            {rule.units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
        )}
      </FieldPair>
      <TextField name="date" label="Date (optional, today if empty)" type="date" max={todayIso()} />
    </>
  );
}

interface AddMeasurementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add Data: a manual measurement. The client checks the server's plausible ranges with the
 * server's words; a 400 the server still answers shows on the field it names.
 */
export function AddMeasurementDialog({ open, onOpenChange }: AddMeasurementDialogProps) {
  const addMeasurement = useAddMeasurement();
  const { toast } = useToast();

  const onSubmit = async (values: MeasurementValues, helpers: FormikHelpers<MeasurementValues>) => {
    helpers.setStatus(undefined);
    let saved: Measurement;
    try {
      saved = await addMeasurement.mutateAsync({ body: toMeasurementRequest(values) });
    } catch (error) {
      showFormFailure(error, helpers, shownFields(values.kind));
      return;
    }
    toast({
      title: 'Measurement saved',
      description: `${describe(values)} on ${dayjs(saved.date).format('MMMM D, YYYY')}.`,
      variant: 'success',
    });
    helpers.resetForm();
    onOpenChange(false);
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add a measurement"
        description="Record a reading you took yourself. For that day, it takes the place of a device's reading."
      >
        <Formik
          initialValues={emptyMeasurement}
          validationSchema={measurementSchema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, status }) => (
            <DialogFields>
              <MeasurementFields />
              <SaveError status={status} />
              <DialogFormActions submitting={isSubmitting} submitLabel="Save measurement" />
            </DialogFields>
          )}
        </Formik>
      </DialogContent>
    </DialogRoot>
  );
}
