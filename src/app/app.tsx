import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DatabaseOrigin } from '@mocks/persistence';
import { DataNotice } from './data-notice';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ databaseOrigin }: { databaseOrigin: DatabaseOrigin | null }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <DataNotice origin={databaseOrigin} />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
