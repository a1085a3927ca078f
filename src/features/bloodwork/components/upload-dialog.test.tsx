// clock-matrix: it enters a draw dated last month and refuses one after today.
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '@mocks/testing/fixtures';
import { resetDatabase } from '@mocks/persistence';
import { BIOMARKERS, BIOMARKER_IDS } from '@/lib/health/biomarkers';
import { documentRules, expectRulesRefused, ruleName, watchWrites } from '@/testing/document-rules';
import { renderInApp } from '@/testing/render-app';
import { UploadDialog } from './upload-dialog';

beforeEach(() => {
  resetDatabase('small');
});

describe('Upload Lab Results refuses what the server would, with its own words', () => {
  it("refuses each rule of the document's LabDrawRequest before any request", async () => {
    const messages: Record<string, string> = {
      'date required': 'Choose the date of the draw',
      'date pattern': 'Enter a date from 1900 on',
      'date past': 'The date cannot be in the future',
      'labName maxLength': 'The lab name must be at most 120 characters',
    };
    const labels = {
      date: 'Date of the draw*',
      labName: 'Lab name',
      iron: `${BIOMARKERS.iron.name} (${BIOMARKERS.iron.unit})`,
    };
    const lastMonth = dayjs().subtract(1, 'month').format('YYYY-MM-DD');
    await signIn('demo');
    const drawWrites = watchWrites('/api/bloodwork');
    renderInApp(<UploadDialog open onOpenChange={() => {}} onSaved={() => {}} />);
    const form = await screen.findByRole('dialog', { name: 'Upload Lab Results' });
    const rules = documentRules('LabDrawRequest');
    // The source is the mode the user picks; the results are the form's biomarker fields.
    await expectRulesRefused(form, rules, {
      messages,
      labels,
      valid: { date: lastMonth, iron: '64' },
      submit: 'Save results',
      held: [
        'date maxLength',
        'source required',
        'source enum',
        'results required',
        'results minItems',
        'results maxItems',
      ],
    });

    // A date control holds a date (YYYY-MM-DD) or nothing, never a longer text.
    expect(within(form).getByLabelText(labels.date)).toHaveAttribute('type', 'date');
    // Each biomarker has one field, so a draw never holds more results than the document allows.
    const [most] = rules.filter((rule) => ruleName(rule) === 'results maxItems');
    const results = within(form).getByRole('group', { name: /^Results/ });
    expect(within(results).getAllByRole('spinbutton')).toHaveLength(Number(most.value));
    expect(BIOMARKER_IDS).toHaveLength(Number(most.value));
    // No result at all is refused with the form's words.
    fireEvent.change(within(form).getByLabelText(labels.date), { target: { value: lastMonth } });
    fireEvent.change(within(form).getByLabelText(labels.iron), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save results' }));
    expect(await within(form).findByText('Enter at least one result.')).toBeVisible();
    expect(drawWrites()).toEqual([]);
  });
});
