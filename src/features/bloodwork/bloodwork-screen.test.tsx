// clock-matrix: it shows draws and a retest reminder dated from today, without pinning its own time.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAB_CSV_TEMPLATE } from '@/lib/health/lab-csv';
import { renderApp } from '@/testing/render-app';
import { record, signIn } from '@mocks/testing/fixtures';
import { db } from '@mocks/db';
import { resetDatabase } from '@mocks/persistence';

beforeEach(() => {
  resetDatabase('small');
});

/** The template with these values filled in, as a file a person would choose. */
function filledTemplate(values: Record<string, string>): File {
  const text = LAB_CSV_TEMPLATE.split('\n')
    .map((line) => {
      const [name, , unit] = line.split(',');
      return name in values ? `${name},${values[name]},${unit}` : line;
    })
    .join('\n');
  return new File([text], 'results.csv', { type: 'text/csv' });
}

const demoDraws = () => db.labDraw.findMany({ where: { userId: { equals: 'local_demo' } } });

async function openUpload(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload Lab Results' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Lab Results' });
  await user.click(within(dialog).getByRole('button', { name: 'Upload a CSV file' }));
  return dialog;
}

describe('Blood Work', () => {
  it("shows the latest draw's summary, focus areas and the server's recommendations", async () => {
    await signIn('demo');
    renderApp('/bloodwork');
    expect(await screen.findByText(/^Last updated: /)).toBeInTheDocument();
    const summary = await screen.findByRole('list', { name: 'Results by status' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10 Normal', '2 Low', '0 High']);
    expect(screen.getByText(/below optimal/).closest('li')).toHaveTextContent('Vitamin D');
    expect(screen.getByText(/slightly below range/).closest('li')).toHaveTextContent('Iron');
    expect(screen.getByText('Loading recommendations...')).toBeInTheDocument();
    expect(await screen.findByText('Raise your vitamin D')).toBeInTheDocument();
  });

  it('imports a CSV file into a new draw: Detailed Results shows it, History trends it, the recommendations change', async () => {
    await signIn('demo');
    const { user } = renderApp('/bloodwork');
    const dialog = await openUpload(user);
    await user.upload(
      within(dialog).getByLabelText('Lab results file (CSV)'),
      filledTemplate({ 'Vitamin D': '31', Iron: '64', 'LDL Cholesterol': '131' }),
    );
    const preview = await within(dialog).findByRole('table', { name: /3 results to import/ });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 results' }));

    // The new draw opens in Detailed Results.
    const results = await screen.findByRole('table', { name: /^Results of / });
    const row = (name: string) =>
      within(results).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('LDL Cholesterol')).toHaveTextContent('131 mg/dL');
    expect(row('LDL Cholesterol')).toHaveTextContent('High');
    expect(row('Iron')).toHaveTextContent('Normal');
    expect(demoDraws()).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('+35 mg/dL since', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(await screen.findByText('Lower your LDL cholesterol')).toBeInTheDocument();
    expect(screen.queryByText('Raise your vitamin D')).not.toBeInTheDocument();
  });

  it('shows fasting glucose in the glucose unit chosen in Settings', async () => {
    const { userId } = await signIn('demo');
    record.unitSettings(userId, { glucoseUnit: 'mmol/L' });
    const { user } = renderApp('/bloodwork?tab=results');
    const results = await screen.findByRole('table', { name: /^Results of / });
    const glucose = within(results).getByRole('row', { name: /^Fasting Glucose/ });
    expect(glucose).toHaveTextContent(/\d\.\d mmol\/L/);
    expect(glucose).toHaveTextContent('3.9–5.5 mmol/L');
    expect(within(results).getByRole('row', { name: /^LDL Cholesterol/ })).toHaveTextContent(
      'mg/dL',
    );
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const card = (await screen.findByRole('heading', { name: 'Fasting Glucose' })).closest(
      'div',
    )!.parentElement!;
    expect(card).toHaveTextContent(/mmol\/L since|Measured once/);
    expect(card).toHaveTextContent('Reference range 3.9–5.5 mmol/L');
  });

  it('names the bad rows of a file and saves nothing of it', async () => {
    await signIn('demo');
    const { user } = renderApp('/bloodwork');
    const dialog = await openUpload(user);
    const file = new File(
      ['biomarker,value,unit\nVitamin D,31,ng/mL\nIron,64,mg/dL\n'],
      'bad.csv',
      { type: 'text/csv' },
    );
    await user.upload(within(dialog).getByLabelText('Lab results file (CSV)'), file);
    expect(
      await within(dialog).findByText('Row 3: Iron is measured in µg/dL.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 results' })).toBeDisabled();
    expect(demoDraws()).toHaveLength(3);
  });

  it('adds results typed into the form, and asks for one at least', async () => {
    await signIn('demo');
    const { user } = renderApp('/bloodwork');
    await user.click(await screen.findByRole('button', { name: 'Upload Lab Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Lab Results' });
    await user.click(within(dialog).getByRole('button', { name: 'Save results' }));
    expect(await within(dialog).findByText('Enter at least one result.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Iron (µg/dL)'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save results' }));
    expect(
      await within(dialog).findByText('Iron must be between 5 and 500 µg/dL.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Iron (µg/dL)'));
    await user.type(within(dialog).getByLabelText('Iron (µg/dL)'), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(demoDraws()).toHaveLength(4));
    const results = await screen.findByRole('table', { name: /^Results of / });
    expect(within(results).getAllByRole('row')).toHaveLength(2);
  });

  it('sets the retest reminder, which the dashboard then shows', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/bloodwork?tab=recommendations');
    expect(await screen.findByText(/^Retest in 3 months:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByRole('button', { name: 'Remove reminder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Supplements' })).toHaveAttribute(
      'href',
      '/supplements',
    );
    await router.navigate('/dashboard');
    // The dashboard shows its skeleton for its first second, then draws its cards: on a busy
    // machine the drawing alone took more than 3 s.
    expect(
      (await screen.findAllByText('Blood Work Retest', {}, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
  });

  it('shows a new user the empty state with Upload Lab Results, and a one-draw user no trends yet', async () => {
    await signIn('free');
    const { user } = renderApp('/bloodwork');
    expect(await screen.findByText('No lab results yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync with Provider' }));
    // The simulated lab delivers a first draw.
    expect(await screen.findByRole('table', { name: /^Results of / })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(
      screen.getByText(
        'Historical trends will appear here once you have more than one test result.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Previous Results' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Lab Results' })).toBeInTheDocument();
  });
});
