import { useState, type ReactNode } from 'react';

/**
 * A value both its control and the component change: a tab chosen, a dialog closed, a switch
 * turned. It follows the control, and a change made in the canvas is kept here and handed to
 * `onChange` (the story's `updateArgs`), so the control shows it too where a manager listens.
 * Storybook hands such a change back as the control's value a moment later; by then the canvas
 * may have changed it again (a switch clicked, then turned back with Space), so a value that
 * comes back in the order the canvas sent it is not taken as the control's own.
 */
export function ArgState<T>({
  value,
  onChange,
  children,
}: {
  value: T;
  onChange: (value: T) => void;
  children: (value: T, change: (value: T) => void) => ReactNode;
}) {
  const [state, setState] = useState({ current: value, fromControl: value, sent: [] as T[] });
  if (!Object.is(value, state.fromControl)) {
    const echo = state.sent.findIndex((sent) => Object.is(sent, value));
    setState({
      current: echo === -1 ? value : state.current,
      fromControl: value,
      sent: state.sent.slice(echo + 1),
    });
  }
  return children(state.current, (next) => {
    setState((before) => ({ ...before, current: next, sent: [...before.sent, next] }));
    onChange(next);
  });
}
