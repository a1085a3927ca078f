import dayjs from 'dayjs';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Camera, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { ErrorText, Field, Label } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { showFormFailure, WriteFailure } from '@/lib/api/failure';
import { useUnitSettings } from '@/lib/settings/units';
import { useCreateMeal, useUpdateMeal, type Meal } from '@/components/meals/api';
import {
  emptyMeal,
  mealToForm,
  toMealRequest,
  validateMealForm,
  type MealFormValues,
} from '@/components/meals/form';
import { shrinkPhoto } from '@/components/meals/photo';
import { responseNote } from '@/components/meals/response';
import { MEAL_TYPES, MEAL_TYPE_LABELS } from '@/lib/meals/rules';
import { DialogFields, DialogFormActions, FieldPair, SaveError } from '@/components/dialog-form';

const Macros = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** The file input is read by its label-styled button; the native control stays hidden. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Fields the dialog shows, where a server message can be put. */
const SHOWN = [
  'type',
  'date',
  'time',
  'description',
  'calories',
  'carbs',
  'protein',
  'fat',
  'photo',
];

function PhotoField({ autoOpen }: { autoOpen: boolean }) {
  const { values, errors, setFieldValue } = useFormikContext<MealFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const id = useId();
  const opened = useRef(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setWorking(true);
    setProblem(null);
    try {
      await setFieldValue('photo', await shrinkPhoto(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The photo could not be read.');
    } finally {
      setWorking(false);
    }
  };
  return (
    <Field>
      <Label as="span">Photo (optional)</Label>
      <PhotoRow>
        {values.photo && <img src={values.photo} alt="The meal's photo" />}
        <FileInput
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={choose}
          ref={(input) => {
            // The dashboard's Photo action opens the picker with the dialog.
            if (input && autoOpen && !opened.current) {
              opened.current = true;
              input.focus();
            }
          }}
        />
        <Button as="label" htmlFor={id} $variant="secondary">
          <Camera size={18} aria-hidden="true" />
          {working ? 'Preparing photo...' : values.photo ? 'Change photo' : 'Add a photo'}
        </Button>
        {values.photo && (
          <Button type="button" $variant="ghost" onClick={() => setFieldValue('photo', null)}>
            <X size={18} aria-hidden="true" />
            Remove photo
          </Button>
        )}
      </PhotoRow>
      {/* A photo the rules refuse (too large) is said as soon as it is chosen. */}
      <ErrorText aria-live="polite">{problem ?? errors.photo}</ErrorText>
    </Field>
  );
}

interface MealDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The meal to change; without it the dialog logs a new one. */
  meal?: Meal;
  /** The day a new meal is logged on (today by default). */
  date?: string;
  /** Focuses the photo picker first (the dashboard's Photo action). */
  photoFirst?: boolean;
}

/**
 * Log Meal: type, time and description, the optional macros and a
 * small photo. Shared by the glucose screen, Nutrition and the dashboard's Photo action; the
 * saved meal's glucose response is told in the toast.
 */
export function MealDialog({
  open,
  onOpenChange,
  meal,
  date,
  photoFirst = false,
}: MealDialogProps) {
  const createMeal = useCreateMeal();
  const updateMeal = useUpdateMeal();
  const { toast } = useToast();
  const unit = useUnitSettings().data?.glucoseUnit ?? 'mg/dL';
  const today = dayjs().format('YYYY-MM-DD');
  // Fixed while the dialog is open ("now" would otherwise move the time under the user's typing);
  // opened again, a new meal starts at the new "now".
  const initial = useMemo(
    () => (meal ? mealToForm(meal) : emptyMeal(date ?? dayjs().format('YYYY-MM-DD'))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` re-reads the clock on opening
    [meal, date, open],
  );

  const onSubmit = async (values: MealFormValues, helpers: FormikHelpers<MealFormValues>) => {
    helpers.setStatus(undefined);
    let saved: Meal;
    try {
      const body = toMealRequest(values);
      saved = meal
        ? await updateMeal.mutateAsync({ path: { id: meal.id }, body })
        : await createMeal.mutateAsync({ body });
    } catch (error) {
      showFormFailure(error, helpers, SHOWN);
      // A refused photo is said beside the photo control, which has no field message of its own.
      const photo = error instanceof WriteFailure ? error.fieldErrors.photo : undefined;
      if (photo) helpers.setStatus(photo);
      return;
    }
    toast({
      title: meal ? 'Meal updated' : 'Meal logged',
      description: `${MEAL_TYPE_LABELS[saved.type]} at ${saved.time} on ${dayjs(saved.date).format('MMMM D, YYYY')}. ${responseNote(saved, unit)}`,
      variant: 'success',
    });
    helpers.resetForm();
    onOpenChange(false);
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={meal ? 'Edit meal' : 'Log Meal'}
        description="What you ate and when; its glucose response is computed from your readings around it."
      >
        <Formik
          initialValues={initial}
          validate={validateMealForm}
          onSubmit={onSubmit}
          enableReinitialize
        >
          {({ isSubmitting, status }) => (
            <DialogFields>
              <FieldPair>
                <SelectField name="type" label="Meal type">
                  {MEAL_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {MEAL_TYPE_LABELS[type]}
                    </option>
                  ))}
                </SelectField>
                <TextField name="time" label="Time" type="time" />
                <TextField name="date" label="Date" type="date" max={today} />
              </FieldPair>
              <TextField
                name="description"
                label="Description"
                placeholder="e.g. Oatmeal with berries"
              />
              <Macros>
                <legend>Nutrition (optional)</legend>
                <TextField
                  name="calories"
                  label="Calories"
                  type="number"
                  inputMode="numeric"
                  min={0}
                />
                <TextField
                  name="carbs"
                  label="Carbs (g)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                />
                <TextField
                  name="protein"
                  label="Protein (g)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                />
                <TextField
                  name="fat"
                  label="Fat (g)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                />
              </Macros>
              <PhotoField autoOpen={photoFirst && open} />
              <SaveError status={status} />
              <DialogFormActions
                submitting={isSubmitting}
                submitLabel={meal ? 'Save changes' : 'Log meal'}
              />
            </DialogFields>
          )}
        </Formik>
      </DialogContent>
    </DialogRoot>
  );
}
