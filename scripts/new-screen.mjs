// `npm run new:screen <name>`: a signed-in screen of dated entries (a list, an add form with a
// range rule, delete) and its mocked resource, written the way docs/adding-a-screen.md walks:
// the contract in docs/openapi.yaml and the types generated from it, the mocked resource
// (mocks/<name>/), the record rules shared by form and server (src/lib/<name>/), the feature
// (src/features/<name>/), its stories (stories/<name>/) and one route entry. It edits only the
// document, the files generated from it and the route manifest. src/app/new-screen.test.ts runs
// it in a copy of the repository and checks that the result passes typecheck, lint and its tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const USAGE = `Usage: npm run new:screen -- <name> [--icon <lucide icon>]

  <name>   the screen's name in kebab case, e.g. water-intake: its path (/water-intake), its
           folders and its API (/api/water-intake)
  --icon   the side navigation's icon, a lucide-react name (default ListChecks)`;

/** The names a screen called `kebab` goes by in each place. */
export function namesOf(kebab) {
  const words = kebab.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    kebab,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    title: words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
    lower: words.join(' '),
  };
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), text);
};

/** Inserts `text` before the first line of `file` that `before` matches; fails when none does. */
function insertBefore(file, before, text) {
  const lines = read(file).split('\n');
  const at = lines.findIndex((line) => before.test(line));
  if (at === -1) throw new Error(`${file}: no line matches ${before}`);
  lines.splice(at, 0, ...text.trimEnd().split('\n'));
  write(file, lines.join('\n'));
}

function contract(n) {
  const entry = `${n.pascal}Entry`;
  const tag = `  - name: ${n.kebab}
    description: The user's ${n.lower} entries (added by npm run new:screen).
`;
  const schemas = `    ${entry}:
      type: object
      additionalProperties: false
      required: [id, date, amount, note]
      properties:
        id: { type: string }
        date: { type: string, format: date }
        amount: { type: number }
        note: { type: string }
    ${entry}Request:
      type: object
      additionalProperties: false
      required: [date, amount]
      properties:
        date: { type: string, format: date, maxLength: 10, pattern: '^(19|[2-9]\\d)\\d\\d-', description: Not in the future. }
        amount: { type: number, minimum: 0, maximum: 1000 }
        note: { type: string, maxLength: 200 }
`;
  const paths = `  /api/${n.kebab}:
    get:
      operationId: list${n.pascal}
      tags: [${n.kebab}]
      summary: ${n.title} entries
      description: '(added) The user''s entries, newest first.'
      responses:
        '200':
          description: The entries
          content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/${entry}' } } } }
        '401': { $ref: '#/components/responses/Unauthorized' }
    post:
      operationId: add${entry}
      tags: [${n.kebab}]
      summary: Add an entry
      description: '(added) A day, not in the future, and an amount from 0 to 1,000.'
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${entry}Request' }
            example: { date: '2026-11-10', amount: 12.5, note: After the morning run }
      responses:
        '201':
          description: Saved.
          content: { application/json: { schema: { $ref: '#/components/schemas/${entry}' } } }
        '400': { $ref: '#/components/responses/BadRequest' }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '507': { $ref: '#/components/responses/StorageFull' }
  /api/${n.kebab}/{id}:
    delete:
      operationId: delete${entry}
      tags: [${n.kebab}]
      summary: Delete an entry
      description: '(added)'
      parameters:
        - { name: id, in: path, required: true, schema: { type: string, maxLength: 304 }, example: 'local_demo:${n.kebab}:1' }
      responses:
        '200':
          description: Deleted.
          content: { application/json: { schema: { $ref: '#/components/schemas/Message' }, example: { message: 'The entry of 2026-11-10 was deleted.' } } }
        '400': { $ref: '#/components/responses/BadRequest' }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '404':
          description: No entry of this user has this id.
          content: { application/json: { schema: { $ref: '#/components/schemas/Error' } } }
        '507': { $ref: '#/components/responses/StorageFull' }
`;
  return { tag, schemas, paths };
}

const files = (n) => ({
  [`src/lib/${n.kebab}/entry-schema.ts`]: `import * as yup from 'yup';
import type { ApiBody } from '../api/contract';
import { pastDay } from '../validation';

/**
 * The rules of a ${n.lower} entry, shared by the screen's form and the mocked server: the form
 * refuses what the server would, with the same words.
 */
export const ENTRY_LIMITS = { amount: 1000, note: 200 } as const;

export const entrySchema = yup.object({
  date: pastDay('Choose the day'),
  amount: yup
    .number()
    // An empty number input is no amount, not zero.
    .transform((value, raw) => (raw === '' ? undefined : value))
    .typeError('Enter the amount as a number')
    .required('Enter the amount')
    .min(0, 'The amount cannot be negative')
    .max(ENTRY_LIMITS.amount, \`The amount must be at most \${ENTRY_LIMITS.amount}\`),
  note: yup
    .string()
    .trim()
    .max(ENTRY_LIMITS.note, \`The note must be at most \${ENTRY_LIMITS.note} characters\`)
    .default(''),
});

/** The form's values: the amount is text until it is typed. */
export type EntryValues = { date: string; amount: number | ''; note: string };

/** What the server stores: a number, and trimmed text. */
export const toEntryRequest = (values: EntryValues): ApiBody<'add${n.pascal}Entry'> =>
  entrySchema.cast(values);
`,

  [`mocks/${n.kebab}/resource.ts`]: `import { primaryKey } from '@mswjs/data';
import { ENTRY_LIMITS } from '@/lib/${n.kebab}/entry-schema';
import { randomToken } from '../crypto';
import { between, day, id, instant, text } from '../record-rules';
import { defineResource } from '../resource';

/** The user's ${n.lower} entries. A new account has none; the demo personas have none yet. */
const ${n.camel} = defineResource({
  tables: {
    ${n.camel}Entry: {
      model: {
        id: primaryKey(String),
        userId: String,
        /** The day of the entry, YYYY-MM-DD. */
        date: String,
        amount: Number,
        note: String,
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        date: day,
        amount: between(0, ENTRY_LIMITS.amount),
        note: text(ENTRY_LIMITS.note),
        createdAt: instant,
      },
      label: '${n.title} entries',
      example: (userId, fields) => ({
        id: \`\${userId}:${n.kebab}:\${randomToken(9)}\`,
        userId,
        date: '2026-11-10',
        amount: 12.5,
        note: '',
        createdAt: 0,
        ...fields,
      }),
    },
  },
});

export default ${n.camel};

declare module '../resources' {
  interface Resources {
    '${n.kebab}': typeof ${n.camel};
  }
}
`,

  [`mocks/${n.kebab}/handlers.ts`]: `import { HttpResponse } from 'msw';
import type { ApiReply } from '@/lib/api/contract';
import { entrySchema } from '@/lib/${n.kebab}/entry-schema';
import { api } from '../api-handler';
import { randomToken } from '../crypto';
import { db } from '../db';
import { handle } from '../http';
import { findOwned, listOwned } from '../owned';
import { idParams } from '../params';
import { transaction } from '../persistence';

type Entry = ApiReply<'add${n.pascal}Entry'>;
type EntryRecord = ReturnType<typeof db.${n.camel}Entry.create>;

const toEntry = ({ id, date, amount, note }: EntryRecord): Entry => ({ id, date, amount, note });

export const handlers = [
  api.get(
    '/api/${n.kebab}',
    handle({}, ({ user }): ApiReply<'list${n.pascal}'> =>
      listOwned(db.${n.camel}Entry, user)
        .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt)
        .map(toEntry),
    ),
  ),

  api.post(
    '/api/${n.kebab}',
    handle({ body: entrySchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.${n.camel}Entry.create({
          id: \`\${user.id}:${n.kebab}:\${randomToken(9)}\`,
          userId: user.id,
          createdAt: Date.now(),
          ...body,
        }),
      );
      return HttpResponse.json(toEntry(record), { status: 201 });
    }),
  ),

  api.delete(
    '/api/${n.kebab}/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'delete${n.pascal}Entry'> => {
      const record = findOwned(db.${n.camel}Entry, params.id, user, 'Entry');
      transaction(() => db.${n.camel}Entry.delete({ where: { id: { equals: record.id } } }));
      return { message: \`The entry of \${record.date} was deleted.\` };
    }),
  ),
];
`,

  [`mocks/${n.kebab}/handlers.test.ts`]: `import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { call } from '../testing/api';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { newAccount, record } from '../testing/fixtures';

const entry = { date: '2026-01-15', amount: 12.5, note: 'After the morning run' };

describeResourceContract({
  operation: 'POST /api/${n.kebab}',
  validBody: entry,
  invalid: { body: { ...entry, amount: 1001 }, field: 'amount' },
});

describeResourceContract({
  operation: 'DELETE /api/${n.kebab}/:id',
  othersRecordId: () => record.${n.camel}Entry('local_admin').id,
});

describe('${n.lower} entries', () => {
  it('keeps an added entry after a reload, newest first; deleting removes it; others see none', async () => {
    persistDuringTest();
    const { token } = await newAccount();
    expect((await call('GET', '/api/${n.kebab}', { token })).body).toEqual([]);
    const older = await call('POST', '/api/${n.kebab}', { token, body: { ...entry, date: '2026-01-14' } });
    const added = await call('POST', '/api/${n.kebab}', { token, body: entry });
    expect(added).toMatchObject({ status: 201, body: entry });
    expect(reloadDatabase()).toBe('restored');
    const listed = (await call('GET', '/api/${n.kebab}', { token })).body as Schema<'${n.pascal}Entry'>[];
    expect(listed.map(({ date }) => date)).toEqual(['2026-01-15', '2026-01-14']);

    const { token: other } = await newAccount({ email: 'someone.else@example.com' });
    expect((await call('GET', '/api/${n.kebab}', { token: other })).body).toEqual([]);

    const id = (older.body as Schema<'${n.pascal}Entry'>).id;
    const removed = await call('DELETE', \`/api/${n.kebab}/\${id}\`, { token });
    expect(removed.body).toEqual({ message: 'The entry of 2026-01-14 was deleted.' });
    expect(((await call('GET', '/api/${n.kebab}', { token })).body as unknown[]).length).toBe(1);
  });
});
`,

  [`src/features/${n.kebab}/api.ts`]: `import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/** The ${n.title} screen's read and writes. */
export type Entry = ApiReply<'list${n.pascal}'>[number];

/** The screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('list${n.pascal}'));
}

export const useEntries = () => useQuery(apiQuery('list${n.pascal}'));

export const useAddEntry = () =>
  useApiMutation('add${n.pascal}Entry', {
    failure: { text: 'The entry could not be saved. Please try again.' },
  });

export const useDeleteEntry = () =>
  useApiMutation('delete${n.pascal}Entry', {
    failure: { text: 'The entry could not be deleted. Please try again.', toast: 'Not deleted' },
  });
`,

  [`src/features/${n.kebab}/components/add-entry-form.tsx`]: `import dayjs from 'dayjs';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { CardTitle } from '@/components/card';
import { SaveError } from '@/components/dialog-form';
import { TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { showFormFailure } from '@/lib/api/failure';
import { entrySchema, toEntryRequest, type EntryValues } from '@/lib/${n.kebab}/entry-schema';
import { useAddEntry } from '../api';

const FormBox = styled(Form).attrs({ noValidate: true })\`
  display: grid;
  gap: \${({ theme }) => theme.space.sm};
\`;

const Pair = styled.div\`
  display: grid;
  gap: \${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
\`;

const today = () => dayjs().format('YYYY-MM-DD');

/** Add an entry: the day (today by default) and the amount, with an optional note. */
export function AddEntryForm() {
  const add = useAddEntry();
  const { toast } = useToast();
  const empty: EntryValues = { date: today(), amount: '', note: '' };
  const onSubmit = async (values: EntryValues, helpers: FormikHelpers<EntryValues>) => {
    helpers.setStatus(undefined);
    try {
      await add.mutateAsync({ body: toEntryRequest(values) });
    } catch (error) {
      showFormFailure(error, helpers, Object.keys(empty));
      return;
    }
    toast({ title: 'Entry added', description: \`Saved for \${values.date}.\`, variant: 'success' });
    helpers.resetForm();
  };
  return (
    <Formik initialValues={empty} validationSchema={entrySchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <FormBox aria-labelledby="add-entry-title">
          <CardTitle as="h2" id="add-entry-title">
            Add an entry
          </CardTitle>
          <Pair>
            <TextField name="date" label="Day*" type="date" max={today()} />
            <TextField name="amount" label="Amount*" type="number" inputMode="decimal" step="any" />
          </Pair>
          <TextField name="note" label="Note" autoComplete="off" />
          <SaveError status={status} />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              <Plus size={18} aria-hidden="true" />
              {isSubmitting ? 'Adding...' : 'Add Entry'}
            </Button>
          </div>
        </FormBox>
      )}
    </Formik>
  );
}
`,

  [`src/features/${n.kebab}/components/entry-list.tsx`]: `import dayjs from 'dayjs';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/button';
import { Muted } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { plainList } from '@/components/layout';
import { useToast } from '@/components/toast';
import { formatOneDecimal } from '@/lib/format-number';
import { useDeleteEntry, type Entry } from '../api';

const List = styled.ul\`
  \${plainList}
  display: grid;
  gap: \${({ theme }) => theme.space.sm};
\`;

const Item = styled.li\`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: \${({ theme }) => theme.space.md};
  padding: \${({ theme }) => theme.space.md};
  border: 1px solid \${({ theme }) => theme.color.border};
  border-radius: \${({ theme }) => theme.radius.md};
\`;

/** A day as lists write it: November 10, 2026. */
const longDate = (date: string) => dayjs(date).format('MMMM D, YYYY');

/** The entries, newest first, each with its delete button and a confirmation. */
export function EntryList({ entries }: { entries: Entry[] }) {
  const remove = useDeleteEntry();
  const { toast } = useToast();
  const [target, setTarget] = useState<Entry | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync({ path: { id: target.id } });
      toast({
        title: 'Entry deleted',
        description: \`The entry of \${longDate(target.date)} was deleted.\`,
        variant: 'success',
      });
      setTarget(null);
    } catch {
      // The app shows the failure (the write declares it).
    }
  };
  return (
    <>
      <List aria-label="${n.title} entries">
        {entries.map((entry) => (
          <Item key={entry.id}>
            <div>
              <strong>{formatOneDecimal(entry.amount)}</strong>{' '}
              <Muted as="span">{longDate(entry.date)}</Muted>
              {entry.note && <p>{entry.note}</p>}
            </div>
            <IconButton
              type="button"
              aria-label={\`Delete the entry of \${longDate(entry.date)}\`}
              onClick={() => setTarget(entry)}
            >
              <Trash2 size={18} aria-hidden="true" />
            </IconButton>
          </Item>
        ))}
      </List>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Delete this entry?"
        description={\`The entry of \${target ? longDate(target.date) : ''} will be removed.\`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
`,

  [`src/features/${n.kebab}/${n.kebab}-screen.tsx`]: `import { ListPlus } from 'lucide-react';
import { Card, CardTitle, Muted } from '@/components/card';
import { EmptyCard, QueryBoundary } from '@/components/load-states';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { useEntries } from './api';
import { AddEntryForm } from './components/add-entry-form';
import { EntryList } from './components/entry-list';

function NoEntriesYet() {
  return (
    <EmptyCard>
      <ListPlus size={32} aria-hidden="true" />
      <CardTitle>No entries yet</CardTitle>
      <Muted>Add your first entry with the form below: the day, the amount and a note.</Muted>
    </EmptyCard>
  );
}

/** ${n.title} (/${n.kebab}): the user's entries, kept by the mocked server, and the add form. */
export function ${n.pascal}Screen() {
  return (
    <Page>
      <PageTitle>${n.title}</PageTitle>
      <QueryBoundary
        query={useEntries()}
        what="Your entries"
        skeleton={
          <Stack role="status" aria-label="Loading your entries">
            <Skeleton $height="8rem" />
          </Stack>
        }
        empty={{ when: (entries) => entries.length === 0, show: <NoEntriesYet /> }}
      >
        {(entries) => (
          <Card>
            <EntryList entries={entries} />
          </Card>
        )}
      </QueryBoundary>
      <Card>
        <AddEntryForm />
      </Card>
    </Page>
  );
}
`,

  [`src/features/${n.kebab}/${n.kebab}-screen.test.tsx`]: `import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';

describe('${n.title}', () => {
  it('starts empty, adds an entry, refuses an amount out of range, and deletes it', async () => {
    await signIn('new');
    const { user } = renderApp('/${n.kebab}');
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount*'), '1001');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByText('The amount must be at most 1000')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount*'));
    await user.type(screen.getByLabelText('Amount*'), '12.5');
    await user.type(screen.getByLabelText('Note'), 'After the morning run');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    const list = await screen.findByRole('list', { name: '${n.title} entries' });
    expect(within(list).getByText('After the morning run')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Delete the entry of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
  }, 30_000);
});
`,

  [`stories/${n.kebab}/${n.kebab}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { personaId, record } from '@mocks/testing/fixtures';
import { screenDocs } from '../support/docs-parameters';

/* ${n.title}: the user's entries, none yet, loading and a failed read. */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/${n.title}',
  parameters: {
    docs: screenDocs("${n.title}: the user's entries, added with a form and deleted."),
    session: 'demo',
    route: '/${n.kebab}',
  },
};
export default meta;
type Story = StoryObj;

/** Two entries of the demo user, newest first. */
export const Default: Story = {
  parameters: {
    setup: () => {
      record.${n.camel}Entry(personaId('demo'), { date: '2026-01-14', amount: 8 });
      record.${n.camel}Entry(personaId('demo'), { date: '2026-01-15', amount: 12.5, note: 'After the morning run' });
    },
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '${n.title} entries' });
    await expect(list).toHaveTextContent('After the morning run');
  },
};

/** No entries yet: what to do first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No entries yet' }),
    ).toBeVisible();
  },
};

/** The entries have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/${n.kebab}', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your entries' }),
    ).toBeInTheDocument();
  },
};

/** The server could not answer the read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/${n.kebab}', status: 500 }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your entries could not be loaded');
  },
};
`,
});

function route(n, icon) {
  return `  {
    path: '/${n.kebab}',
    access: 'protected',
    layout: 'shell',
    nav: { label: '${n.title}', icon: '${icon}' },
    load: () => import('@/features/${n.kebab}/${n.kebab}-screen').then((m) => m.${n.pascal}Screen),
    data: () => import('@/features/${n.kebab}/api').then((m) => m.prefetch),
  },`;
}

/** Writes the screen; names every file it wrote or changed. */
export function newScreen(kebab, { icon = 'ListChecks' } = {}) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(kebab)) {
    throw new Error(`"${kebab}" is not a name in kebab case, such as water-intake.`);
  }
  const n = namesOf(kebab);
  const written = files(n);
  const taken = [
    ...Object.keys(written).filter((file) => existsSync(path.join(ROOT, file))),
    ...(read('docs/openapi.yaml').includes(`  /api/${kebab}:\n`) ? [`/api/${kebab}`] : []),
  ];
  if (taken.length) throw new Error(`${kebab} exists already: ${taken.join(', ')}`);
  for (const [file, text] of Object.entries(written)) write(file, text);

  const { tag, schemas, paths } = contract(n);
  insertBefore('docs/openapi.yaml', /^components:$/, tag);
  insertBefore('docs/openapi.yaml', /^ {2}headers:$/, schemas);
  write('docs/openapi.yaml', `${read('docs/openapi.yaml').trimEnd()}\n${paths}`);
  // Before the Settings entry (the line before its path), which stays last in the navigation.
  const manifest = read('src/app/route-manifest.ts').split('\n');
  const settings = manifest.indexOf("    path: '/settings',");
  if (settings === -1) throw new Error('src/app/route-manifest.ts: no Settings entry');
  manifest.splice(settings - 1, 0, ...route(n, icon).split('\n'));
  write('src/app/route-manifest.ts', manifest.join('\n'));

  const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  run('npm', ['run', '--silent', 'api:types']);
  run('npx', [
    'prettier',
    '--log-level',
    'warn',
    '--write',
    ...Object.keys(written),
    'src/app/route-manifest.ts',
  ]);
  return [
    ...Object.keys(written),
    'docs/openapi.yaml',
    'src/lib/api/schema.ts',
    'src/lib/api/operations.ts',
    'src/app/route-manifest.ts',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kebab, ...rest] = process.argv.slice(2);
  const icon = rest[0] === '--icon' ? rest[1] : undefined;
  if (!kebab || kebab === '--help') {
    console.log(USAGE);
    process.exit(kebab ? 0 : 2);
  }
  try {
    const changed = newScreen(kebab, { icon });
    console.log(`\nWrote the ${kebab} screen:\n${changed.map((file) => `  ${file}`).join('\n')}`);
    console.log('\nNext: docs/adding-a-screen.md, from "The contract" on.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
