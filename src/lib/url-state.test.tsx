import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { oneOf, optionalText, readUrlState, useUrlState } from './url-state';

const VIEW = { tab: oneOf(['current', 'history'] as const), medication: optionalText };

function renderAt(url: string) {
  let location = { search: '' };
  const result = renderHook(
    () => {
      location = useLocation();
      return useUrlState(VIEW);
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: children }], {
            initialEntries: [url],
          })}
        />
      ),
    },
  );
  return { result: result.result, search: () => location.search };
}

describe('useUrlState', () => {
  it('reads each value, an unknown or absent one as its default', () => {
    const { result } = renderAt('/?tab=elsewhere&medication=m1');
    expect(result.current[0]).toEqual({ tab: 'current', medication: 'm1' });
  });

  it('keeps every other parameter and leaves defaults out', () => {
    const { result, search } = renderAt('/?range=30d&tab=history&medication=m1');
    act(() => result.current[1]({ tab: 'current', medication: null }));
    expect(search()).toBe('?range=30d');
    act(() => result.current[1]({ tab: 'history' }));
    expect(search()).toBe('?range=30d&tab=history');
    expect(result.current[0]).toEqual({ tab: 'history', medication: null });
  });
});

describe('readUrlState', () => {
  it("reads an address as the hook does, for a route's loader", () => {
    const url = '/?tab=history&medication=m1&range=30d';
    const { result } = renderAt(url);
    const read = readUrlState(VIEW, new URL(url, 'http://localhost').searchParams);
    expect(read).toEqual({ tab: 'history', medication: 'm1' });
    expect(read).toEqual(result.current[0]);
    expect(readUrlState(VIEW, new URLSearchParams('tab=elsewhere'))).toEqual({
      tab: 'current',
      medication: null,
    });
  });
});
