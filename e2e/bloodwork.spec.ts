import { readFile } from 'node:fs/promises';
import { expect, logInAsDemo, test, watchConsole } from './support';

test('the downloaded template, filled in and uploaded, becomes a new draw in Detailed Results', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.goto('/bloodwork');
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await page.getByRole('button', { name: 'Upload Lab Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Lab Results' });
  await dialog.getByRole('button', { name: 'Upload a CSV file' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download the template' }).click(),
  ]);
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.split('\n')[0]).toBe('biomarker,value,unit');
  const filled = template
    .replace('Vitamin D,,', 'Vitamin D,33,')
    .replace('Iron,,', 'Iron,71,')
    .replace('HbA1c,,', 'HbA1c,5.3,');
  await dialog.getByLabel('Lab results file (CSV)').setInputFiles({
    name: 'my-results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(filled),
  });
  await expect(dialog.getByRole('table', { name: /3 results to import/ })).toBeVisible();
  await dialog.getByLabel('Lab name').fill('City Lab');
  await dialog.getByRole('button', { name: 'Import 3 results' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Detailed Results' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: /^Results of / });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /^Vitamin D/ })).toContainText('33 ng/mL');
  await expect(table.getByRole('row', { name: /^Vitamin D/ })).toContainText('Normal');
  await expect(page.getByText('City Lab · Uploaded file')).toBeVisible();

  // The mocked server kept it: after a reload it is still the latest draw.
  await page.reload();
  await expect(page.getByRole('table', { name: /^Results of / }).getByRole('row')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('a condition is added, survives a reload, and is deleted', async ({ page }) => {
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.goto('/medical-history');
  await page.getByRole('tab', { name: 'Medical Conditions' }).click();
  const add = page.getByRole('button', { name: 'Add Condition' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Condition Name*').fill('Hypertension');
  await page.getByLabel('Diagnosis Date*').fill('2023-02-01');
  await page.getByLabel('Current Status*').selectOption('managed');
  await add.click();
  const list = page.getByRole('list', { name: 'Medical conditions' });
  await expect(list.getByText('Hypertension')).toBeVisible();
  await expect(list).toContainText('Diagnosed: February 1, 2023');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Medical conditions' })).toContainText(
    'Hypertension',
  );
  await expect(page.getByRole('button', { name: 'Heart: Managed' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Hypertension' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this condition?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('list', { name: 'Medical conditions' })).not.toContainText(
    'Hypertension',
  );
  await page.reload();
  await expect(page.getByRole('list', { name: 'Medical conditions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Medical conditions' })).not.toContainText(
    'Hypertension',
  );
  expect(errors).toEqual([]);
});
