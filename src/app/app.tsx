import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DataNotice, type StartupState } from './data-notice';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ startup }: { startup: StartupState | null }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <DataNotice state={startup} />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
