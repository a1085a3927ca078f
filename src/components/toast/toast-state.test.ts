import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastData } from './toast-state';

const toast = (id: string): ToastData => ({ id, title: id, open: true });

describe('toastReducer', () => {
  it('keeps only the newest toast visible', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: toast('a') }), {
      type: 'add',
      toast: toast('b'),
    });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('updates a toast in place', () => {
    const state = toastReducer([toast('a')], {
      type: 'update',
      toast: { id: 'a', title: 'changed' },
    });
    expect(state[0].title).toBe('changed');
  });

  it('closes a dismissed toast before it is removed', () => {
    const dismissed = toastReducer([toast('a')], { type: 'dismiss', id: 'a' });
    expect(dismissed).toEqual([{ ...toast('a'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 'a' })).toEqual([]);
  });

  it('dismisses and removes every toast when no id is given', () => {
    expect(toastReducer([toast('a')], { type: 'dismiss' })[0].open).toBe(false);
    expect(toastReducer([toast('a')], { type: 'remove' })).toEqual([]);
  });
});
