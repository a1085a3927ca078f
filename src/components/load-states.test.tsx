import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { ApiError } from '@/lib/api/transport';
import { QueryBoundary, type QueryState } from './load-states';

const state = (over: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

function show(query: QueryState<string[]>, extra: { locked?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeModeProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </ThemeModeProvider>
  );
  return render(
    <QueryBoundary
      query={query}
      what="Your medications"
      empty={{ when: (list) => list.length === 0, show: <p>Nothing yet. Add one.</p> }}
      {...extra}
    >
      {(list) => <p>{list.join(', ')}</p>}
    </QueryBoundary>,
    { wrapper },
  );
}

describe('QueryBoundary', () => {
  it('shows the skeleton, announced as loading what the read holds', () => {
    show(state({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading your medications' })).toBeVisible();
  });

  it("shows a failed read with the server's reason and a Retry that reads again", async () => {
    const query = state({ error: new ApiError(500, '500', { message: 'Database busy' }) });
    show(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Your medications could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Database busy');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('says why a locked read is locked, when the feature is named', () => {
    const error = new ApiError(403, '403', { message: 'Insights need Premium.' });
    show(state({ error }), { locked: 'Medication insights' });
    expect(screen.getByText('Medication insights are locked')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Premium' })).toBeVisible();
  });

  it('shows the empty slot for data that holds nothing, and the content otherwise', () => {
    const { rerender } = show(state({ data: [] }));
    expect(screen.getByText('Nothing yet. Add one.')).toBeVisible();
    rerender(
      <QueryBoundary query={state({ data: ['Metformin'] })} what="Your medications">
        {(list) => <p>{list.join(', ')}</p>}
      </QueryBoundary>,
    );
    expect(screen.getByText('Metformin')).toBeVisible();
  });

  it('keeps what was read when a later refresh fails', () => {
    show(state({ data: ['Metformin'], error: new Error('offline') }));
    expect(screen.getByText('Metformin')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
