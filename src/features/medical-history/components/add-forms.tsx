import dayjs from 'dayjs';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { CardTitle } from '@/components/card';
import { TextField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { useToast } from '@/components/toast';
import { showFormFailure } from '@/lib/api/failure';
import {
  conditionSchema,
  surgerySchema,
  toConditionRequest,
  toSurgeryRequest,
  type ConditionValues,
  type SurgeryValues,
} from '@/lib/medical/history-schema';
import { useAddCondition, useAddSurgery } from '../api';
import { CONDITION_STATUSES } from '../format';
import { TextAreaField } from './text-area-field';
import { SaveError } from '@/components/dialog-form';

const today = () => dayjs().format('YYYY-MM-DD');

const FormBox = styled(Form).attrs({ noValidate: true })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

const emptySurgery: SurgeryValues = {
  type: '',
  date: '',
  hospital: '',
  doctor: '',
  description: '',
};
const emptyCondition: ConditionValues = { name: '', diagnosisDate: '', status: '', notes: '' };

/**
 * Add Surgery: type and date required (the button waits for both), the rest optional; the rules
 * are the server's, with its words.
 */
export function AddSurgeryForm() {
  const addSurgery = useAddSurgery();
  const { toast } = useToast();
  const onSubmit = async (values: SurgeryValues, helpers: FormikHelpers<SurgeryValues>) => {
    helpers.setStatus(undefined);
    try {
      await addSurgery.mutateAsync({ body: toSurgeryRequest(values) });
    } catch (error) {
      showFormFailure(error, helpers, Object.keys(emptySurgery));
      return;
    }
    toast({
      title: 'Surgery added',
      description: `${values.type.trim()} was added to your history.`,
      variant: 'success',
    });
    helpers.resetForm();
  };
  return (
    <Formik initialValues={emptySurgery} validationSchema={surgerySchema} onSubmit={onSubmit}>
      {({ values, isSubmitting, status }) => (
        <FormBox aria-labelledby="add-surgery-title">
          <CardTitle as="h3" id="add-surgery-title">
            Add a surgery
          </CardTitle>
          <Pair>
            <TextField name="type" label="Surgery Type*" autoComplete="off" />
            <TextField name="date" label="Date*" type="date" max={today()} />
          </Pair>
          <Pair>
            <TextField name="hospital" label="Hospital" autoComplete="off" />
            <TextField name="doctor" label="Doctor" autoComplete="off" />
          </Pair>
          <TextAreaField name="description" label="Description" />
          <SaveError status={status} />
          <div>
            <Button type="submit" disabled={!values.type.trim() || !values.date || isSubmitting}>
              <Plus size={18} aria-hidden="true" />
              {isSubmitting ? 'Adding...' : 'Add Surgery'}
            </Button>
          </div>
        </FormBox>
      )}
    </Formik>
  );
}

/**
 * Add Condition: name, diagnosis date and status required (the button waits for all three); the
 * rules are the server's, with its words.
 */
export function AddConditionForm() {
  const addCondition = useAddCondition();
  const { toast } = useToast();
  const onSubmit = async (values: ConditionValues, helpers: FormikHelpers<ConditionValues>) => {
    helpers.setStatus(undefined);
    try {
      await addCondition.mutateAsync({ body: toConditionRequest(values) });
    } catch (error) {
      showFormFailure(error, helpers, Object.keys(emptyCondition));
      return;
    }
    toast({
      title: 'Condition added',
      description: `${values.name.trim()} was added to your history.`,
      variant: 'success',
    });
    helpers.resetForm();
  };
  return (
    <Formik initialValues={emptyCondition} validationSchema={conditionSchema} onSubmit={onSubmit}>
      {({ values, isSubmitting, status }) => (
        <FormBox aria-labelledby="add-condition-title">
          <CardTitle as="h3" id="add-condition-title">
            Add a condition
          </CardTitle>
          <Pair>
            <TextField name="name" label="Condition Name*" autoComplete="off" />
            <TextField name="diagnosisDate" label="Diagnosis Date*" type="date" max={today()} />
          </Pair>
          <SelectField name="status" label="Current Status*">
            <option value="" disabled>
              Select status
            </option>
            {CONDITION_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField name="notes" label="Notes" />
          <SaveError status={status} />
          <div>
            <Button
              type="submit"
              disabled={
                !values.name.trim() || !values.diagnosisDate || !values.status || isSubmitting
              }
            >
              <Plus size={18} aria-hidden="true" />
              {isSubmitting ? 'Adding...' : 'Add Condition'}
            </Button>
          </div>
        </FormBox>
      )}
    </Formik>
  );
}
