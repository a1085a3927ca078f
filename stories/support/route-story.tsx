import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';

/** Renders the app's real route table at one path, as a visitor who typed that address would see it. */
export function RouteStory({ route }: { route: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [route] }));
  return <RouterProvider router={router} />;
}
