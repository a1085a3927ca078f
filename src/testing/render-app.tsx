import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the whole app (router, providers, real mocked server) at a path, on a query client of
 * its own or the one given (one seeded as the app's is, say).
 */
export function renderApp(path = '/', { queryClient = createQueryClient() } = {}) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Renders one part of the app (a dialog, a form) in the app's providers, on the real mocked server. */
export function renderInApp(ui: ReactElement) {
  const user = userEvent.setup();
  return { ...render(<AppProvider>{ui}</AppProvider>), user };
}
