import { useState, type ReactNode } from 'react';

/**
 * A value both its control and the component change: a tab chosen, a dialog closed, a switch
 * turned. It follows the control, and a change made in the canvas is kept here and handed to
 * `onChange` (the story's `updateArgs`), so the control shows it too where a manager listens.
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
  const [current, setCurrent] = useState(value);
  const [fromControl, setFromControl] = useState(value);
  if (!Object.is(value, fromControl)) {
    setFromControl(value);
    setCurrent(value);
  }
  return children(current, (next) => {
    setCurrent(next);
    onChange(next);
  });
}
