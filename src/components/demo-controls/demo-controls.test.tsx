import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILURES_STORAGE_KEY, LATENCY_STORAGE_KEY, readFailures } from '@/lib/demo-controls';
import { renderApp } from '@/testing/render-app';
import { injectFailure } from '@mocks/failures';
import { signIn } from '@mocks/testing/fixtures';

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Demo controls/ }));
  const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
  // Its sections load as it opens.
  await within(panel).findByRole('group', { name: 'Demo accounts' });
  return panel;
}

describe('Demo controls', () => {
  it('sets the latency from the login screen, and refuses a range that makes no sense', async () => {
    const { user } = renderApp('/auth/login');
    const panel = await openPanel(user);
    // It opens with its sections, loaded on their own, on its first field: the chosen latency.
    const latency = within(panel).getByRole('group', { name: 'Latency' });
    expect(within(latency).getByRole('radio', { checked: true })).toHaveFocus();
    await user.click(within(panel).getByRole('radio', { name: 'Slow (1–3 s)' }));
    expect(localStorage.getItem(LATENCY_STORAGE_KEY)).toBe('1000-3000');
    expect(
      within(panel).getByText('How long the mocked server takes to answer. Now: Slow (1–3 s).'),
    ).toBeVisible();

    // "A range" shows its fields until a preset is chosen again.
    await user.click(within(panel).getByRole('radio', { name: 'A range I type in' }));
    await user.click(within(panel).getByRole('radio', { name: 'Slow (1–3 s)' }));
    expect(within(panel).getByRole('radio', { name: 'Slow (1–3 s)' })).toBeChecked();
    expect(within(panel).queryByLabelText('From (ms)')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'A range I type in' }));
    await user.type(within(panel).getByLabelText('From (ms)'), '900');
    await user.type(within(panel).getByLabelText('To (ms)'), '100');
    await user.click(within(panel).getByRole('button', { name: 'Apply latency' }));
    expect(within(panel).getByLabelText('From (ms)')).toHaveAccessibleDescription(
      'Enter whole milliseconds from 0 to 30,000, the second no smaller than the first.',
    );
    expect(localStorage.getItem(LATENCY_STORAGE_KEY)).toBe('1000-3000');
    await user.clear(within(panel).getByLabelText('To (ms)'));
    await user.type(within(panel).getByLabelText('To (ms)'), '1200');
    await user.click(within(panel).getByRole('button', { name: 'Apply latency' }));
    expect(localStorage.getItem(LATENCY_STORAGE_KEY)).toBe('900-1200');

    await user.click(within(panel).getByRole('radio', { name: 'Realistic (150–450 ms)' }));
    expect(localStorage.getItem(LATENCY_STORAGE_KEY)).toBeNull();
  });

  it('fails an operation picked from the API document: the screen shows its error until it is removed', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Find an operation'), 'GET /api/medications');
    const operation = within(panel).getByLabelText(/^Operation/);
    await user.selectOptions(operation, 'GET /api/medications');
    // The statuses the document lists for the operation, and the server failing.
    expect(
      within(within(panel).getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['401', '500', '503']);
    // The body the document shows for the status, which is what the mocked server will send.
    const body = within(panel).getByRole('figure', { name: 'Documented error body' });
    await user.selectOptions(within(panel).getByLabelText('Status'), '401');
    expect(body).toHaveTextContent('{ "message": "Not authenticated" }');
    await user.selectOptions(within(panel).getByLabelText('Status'), '503');
    expect(within(panel).getByLabelText('Message')).toHaveValue(
      'The service is temporarily unavailable.',
    );
    expect(body).toHaveTextContent(
      '{ "message": "The service is temporarily unavailable." }' +
        "The document gives no example for 503: this is the mocked server's own message.",
    );
    await user.click(within(panel).getByRole('button', { name: 'Add failure' }));
    expect(readFailures()).toEqual([
      {
        path: '/api/medications',
        method: 'GET',
        status: 503,
        message: 'The service is temporarily unavailable.',
        once: false,
      },
    ]);
    const active = within(panel).getByRole('list', { name: 'Active failures' });
    expect(active).toHaveTextContent('GET /api/medications → 503, every request');
    await user.keyboard('{Escape}');
    // What is on shows on the button that opens the panel.
    expect(screen.getByRole('button', { name: /^Demo controls/ })).toHaveTextContent(
      'Demo controls (1 failure)',
    );

    await user.keyboard('{Escape}'); // the phone drawer the panel opened from
    await router.navigate('/medications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const again = await openPanel(user);
    await user.click(
      within(again).getByRole('button', {
        name: 'Remove GET /api/medications → 503, every request',
      }),
    );
    expect(localStorage.getItem(FAILURES_STORAGE_KEY)).toBeNull();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the documented error body of the chosen operation and status, as it will be sent', async () => {
    const { user } = renderApp('/auth/login');
    const panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Find an operation'), 'POST /api/auth/login');
    await user.selectOptions(within(panel).getByLabelText('Status'), '401');
    const body = within(panel).getByRole('figure', { name: 'Documented error body' });
    // The document's own example for the operation, not the status's generic message.
    expect(within(panel).getByLabelText('Message')).toHaveValue('Invalid email or password');
    expect(body).toHaveTextContent('{ "message": "Invalid email or password" }');
    await user.selectOptions(within(panel).getByLabelText('Status'), '403');
    // The example's other fields are sent as the document gives them.
    expect(body).toHaveTextContent(
      '{ "message": "Please verify your email address before logging in.", "needsVerification": true }',
    );
    // A message typed in is the body's; emptied, the server's own message for the status.
    await user.clear(within(panel).getByLabelText('Message'));
    expect(body).toHaveTextContent('{ "message": "Forbidden", "needsVerification": true }');
    await user.type(within(panel).getByLabelText('Message'), 'Closed for the demo');
    expect(body).toHaveTextContent(
      '{ "message": "Closed for the demo", "needsVerification": true }',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add failure' }));
    await user.keyboard('{Escape}');

    // The login gets that reply, and meets it as a real one: the verification notice.
    await user.type(screen.getByLabelText('Email'), 'demo@vitalis.health');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const notice = (await screen.findByText('Email verification required')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveTextContent('Closed for the demo');
    expect(within(notice).getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  });

  it('logs what the mocked server answered, filterable, each opening its bodies', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    let panel = await openPanel(user);
    // With the panel closed, no body is kept until asked for.
    const keepLogging = within(panel).getByRole('checkbox', {
      name: 'Keep request bodies while this panel is closed',
    });
    expect(keepLogging).not.toBeChecked();
    await user.click(keepLogging);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Demo controls/ })).toHaveTextContent(
      'Demo controls (keeping request bodies)',
    );
    await user.keyboard('{Escape}'); // the phone drawer the panel opened from
    await router.navigate('/medications');
    await screen.findByRole('list', { name: 'Current medications' });

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Filter the log'), 'GET /api/medications 200');
    const log = within(panel).getByRole('list', { name: /^Requests \(\d+\)$/ });
    const [latest] = within(log).getAllByRole('listitem');
    expect(latest).toHaveTextContent(/^GET\/api\/medications200\d+ ms/);
    await user.click(within(latest).getByText('/api/medications'));
    expect(await within(latest).findByText(/"dosage": /)).toBeInTheDocument();
    expect(within(latest).getByText('(no body)')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText('Filter the log'));
    await user.type(within(panel).getByLabelText('Filter the log'), 'no such request');
    expect(within(panel).getByText('No request matches the filter.')).toBeVisible();
  });

  it('keeps a line per request with the panel closed, so it says what a screen asked for', async () => {
    await signIn('demo');
    const { user } = renderApp('/medications');
    await screen.findByRole('list', { name: 'Current medications' });

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Filter the log'), 'GET /api/medications 200');
    const log = within(panel).getByRole('list', { name: /^Requests \(\d+\)$/ });
    const [latest] = within(log).getAllByRole('listitem');
    expect(latest).toHaveTextContent(/^GET\/api\/medications200\d+ ms/);
    await user.click(within(latest).getByText('/api/medications'));
    expect(within(latest).getByText(/The bodies were not kept/)).toBeVisible();
  });

  it("shows a login's password masked, and forgets the last user's requests on a persona switch", async () => {
    const { user, router } = renderApp('/auth/login');
    let panel = await openPanel(user);
    await user.click(
      within(panel).getByRole('checkbox', {
        name: 'Keep request bodies while this panel is closed',
      }),
    );
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Email'), 'demo@vitalis.health');
    await user.type(screen.getByLabelText('Password'), 'not-my-Secret-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    panel = await openPanel(user);
    const log = within(panel).getByRole('list', { name: /^Requests/ });
    const [login] = within(log).getAllByRole('listitem');
    await user.click(within(login).getByText('/api/auth/login'));
    const sent = await within(login).findByLabelText('Request body');
    expect(sent).toHaveTextContent('"password": "••••••"');
    expect(panel).not.toHaveTextContent('not-my-Secret-1');

    await user.click(within(panel).getByRole('button', { name: /^Free user/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Filter the log'), '/api/auth/login');
    expect(within(panel).getByText('No request matches the filter.')).toBeVisible();
  });

  it('loads demo data from a file, and refuses one that is not, changing nothing', async () => {
    const exported = await (await fetch(new URL('/api/demo/data', location.href))).text();
    await signIn('demo');
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const panel = await openPanel(user);
    const input = within(panel).getByLabelText('Load demo data from a file');

    await user.upload(
      input,
      new File(['{"hello": 1}'], 'notes.json', { type: 'application/json' }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This file is not Vitalis demo data; nothing was changed.',
    );
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.upload(input, new File([exported], 'demo.json', { type: 'application/json' }));
    expect(await screen.findByText('Demo data imported')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('switches persona and resets the demo data from the panel too', async () => {
    const { user, router } = renderApp('/auth/login');
    let panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: /^Free user/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Demo controls' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('Demo data restored')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it("meets a failure with the app's one error policy: a full storage is the app-wide notice, a refusal the server's reason", async () => {
    const { user } = renderApp('/auth/login');
    let panel = await openPanel(user);
    injectFailure({ path: '/api/demo/reset', method: 'POST', status: 507, once: true });
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.queryByText('Reset failed')).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    injectFailure({
      path: '/api/demo/data',
      method: 'PUT',
      status: 400,
      message: 'No.',
      once: true,
    });
    await user.upload(
      within(panel).getByLabelText('Load demo data from a file'),
      new File(['{"format": "vitalis-demo-data", "schemaVersion": 2, "tables": {}}'], 'demo.json', {
        type: 'application/json',
      }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No.');
  });
});
