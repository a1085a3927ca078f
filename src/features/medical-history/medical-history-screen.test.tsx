import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentRules, expectRulesRefused, watchWrites } from '@/testing/document-rules';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { db } from '@mocks/db';
import { resetDatabase } from '@mocks/persistence';

beforeEach(() => {
  resetDatabase('small');
});

describe('Medical History', () => {
  it("shows the demo user's surgeries first, the summary and the body diagram", async () => {
    await signIn('demo');
    const { user } = renderApp('/medical-history');
    const surgeries = await screen.findByRole('list', { name: 'Past surgeries' });
    expect(screen.getByRole('tab', { name: 'Past Surgeries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(surgeries).getByText('March 14, 2019')).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Past surgeries summary' });
    expect(within(summary).getAllByRole('listitem')[0]).toHaveTextContent(
      'ACL reconstruction, left kneeMar 2019',
    );
    expect(
      screen.getByRole('button', { name: 'Bones, joints & muscles: Surgery' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Abdomen & metabolism: Active' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Medical Conditions' }));
    const conditions = await screen.findByRole('list', { name: 'Medical conditions' });
    expect(
      within(conditions).getByText('Seasonal allergic rhinitis').closest('li'),
    ).toHaveTextContent('ManagedDiagnosed: April 20, 2015');
  });

  it('adds a surgery only once type and date are set, and keeps it on the server', async () => {
    await signIn('demo');
    const { user } = renderApp('/medical-history');
    const add = await screen.findByRole('button', { name: 'Add Surgery' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Surgery Type*'), 'Cataract surgery');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Date*'), '2024-05-06');
    expect(add).toBeEnabled();
    await user.type(screen.getByLabelText('Hospital'), 'Eye Clinic');
    await user.click(add);
    const list = screen.getByRole('list', { name: 'Past surgeries' });
    expect(await within(list).findByText('Cataract surgery')).toBeInTheDocument();
    expect(within(list).getByText('May 6, 2024')).toBeInTheDocument();
    expect(screen.getByLabelText('Surgery Type*')).toHaveValue('');
    expect(db.surgery.findFirst({ where: { type: { equals: 'Cataract surgery' } } })).toMatchObject(
      {
        userId: 'local_demo',
        hospital: 'Eye Clinic',
      },
    );
  });

  it('adds a condition with its status, and deletes it after confirmation', async () => {
    await signIn('demo');
    const { user } = renderApp('/medical-history?tab=conditions');
    const add = await screen.findByRole('button', { name: 'Add Condition' });
    await user.type(screen.getByLabelText('Condition Name*'), 'Hypertension');
    await user.type(screen.getByLabelText('Diagnosis Date*'), '2023-02-01');
    expect(add).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Select status' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Current Status*'), 'Managed');
    await user.click(add);
    const list = screen.getByRole('list', { name: 'Medical conditions' });
    expect(await within(list).findByText('Hypertension')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Heart: Managed' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Hypertension' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this condition?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Hypertension')).not.toBeInTheDocument());
    expect(db.condition.findFirst({ where: { name: { equals: 'Hypertension' } } })).toBeNull();
  });

  it('shows a new user the four empty texts', async () => {
    await signIn('free');
    const { user } = renderApp('/medical-history');
    expect(await screen.findByText('No surgeries recorded yet')).toBeInTheDocument();
    expect(screen.getByText('No surgeries recorded')).toBeInTheDocument();
    expect(screen.getByText('No medical conditions recorded')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Medical Conditions' }));
    expect(await screen.findByText('No medical conditions recorded yet')).toBeInTheDocument();
  });
});

describe("Medical History's forms refuse what the server would, with their own words", () => {
  it("refuses each rule of the document's SurgeryRequest before any request", async () => {
    const messages: Record<string, string> = {
      'type required': 'Enter the surgery type',
      'type minLength': 'Enter the surgery type',
      'type maxLength': 'The surgery type must be at most 200 characters',
      'date required': 'Choose the date of the surgery',
      'date pattern': 'Enter a date from 1900 on',
      'date past': 'The date cannot be in the future',
      'hospital maxLength': 'The hospital must be at most 200 characters',
      'doctor maxLength': 'The doctor must be at most 200 characters',
      'description maxLength': 'The description must be at most 2000 characters',
    };
    const labels = {
      type: 'Surgery Type*',
      date: 'Date*',
      hospital: 'Hospital',
      doctor: 'Doctor',
      description: 'Description',
    };
    await signIn('demo');
    const historyWrites = watchWrites('/api/medical-history/');
    renderApp('/medical-history');
    await screen.findByRole('button', { name: 'Add Surgery' });
    const form = screen.getByRole('form', { name: 'Add a surgery' });
    await expectRulesRefused(form, documentRules('SurgeryRequest'), {
      messages,
      labels,
      valid: { type: 'Appendectomy', date: '2014-06-12' },
      submit: 'Add Surgery',
      held: ['date maxLength'],
    });
    // A date control holds a date (YYYY-MM-DD) or nothing, never a longer text.
    expect(within(form).getByLabelText(labels.date)).toHaveAttribute('type', 'date');
    expect(historyWrites()).toEqual([]);
  });

  it("refuses each rule of the document's ConditionRequest before any request", async () => {
    const messages: Record<string, string> = {
      'name required': 'Enter the condition name',
      'name minLength': 'Enter the condition name',
      'name maxLength': 'The condition name must be at most 200 characters',
      'diagnosisDate required': 'Choose the diagnosis date',
      'diagnosisDate pattern': 'Enter a date from 1900 on',
      'diagnosisDate past': 'The date cannot be in the future',
      'status required': 'Select status',
      'notes maxLength': 'The notes must be at most 2000 characters',
    };
    const labels = {
      name: 'Condition Name*',
      diagnosisDate: 'Diagnosis Date*',
      status: 'Current Status*',
      notes: 'Notes',
    };
    await signIn('demo');
    const historyWrites = watchWrites('/api/medical-history/');
    renderApp('/medical-history?tab=conditions');
    await screen.findByRole('button', { name: 'Add Condition' });
    const form = screen.getByRole('form', { name: 'Add a condition' });
    const rules = documentRules('ConditionRequest');
    // The status is chosen from the list, which offers the document's values and no other.
    const [statusEnum] = rules.filter((rule) => rule.rule === 'enum');
    expect(statusEnum.field).toBe('status');
    const offered = within(form)
      .getAllByRole<HTMLOptionElement>('option')
      .filter((option) => !option.disabled)
      .map((option) => option.value);
    expect(offered).toEqual(statusEnum.allowed);
    await expectRulesRefused(form, rules, {
      messages,
      labels,
      valid: { name: 'Seasonal allergies', diagnosisDate: '2012-04-01', status: 'managed' },
      submit: 'Add Condition',
      held: ['status enum', 'diagnosisDate maxLength'],
    });
    // A date control holds a date (YYYY-MM-DD) or nothing, never a longer text.
    expect(within(form).getByLabelText(labels.diagnosisDate)).toHaveAttribute('type', 'date');
    expect(historyWrites()).toEqual([]);
  });
});
