import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One value kept in the address: how it is read (anything unknown reads as its default) and
 * written. A value equal to its default is left out of the address.
 */
export interface UrlParam<T> {
  parse: (raw: string | null) => T;
  fallback: T;
  format: (value: T) => string | null;
}

/** One of a fixed list of choices (a tab, a range), the first by default unless given. */
export function oneOf<T extends string | number>(
  choices: readonly T[],
  fallback: T = choices[0],
): UrlParam<T> {
  return {
    parse: (raw) => choices.find((choice) => String(choice) === raw) ?? fallback,
    fallback,
    format: String,
  };
}

/** A free value (an id, a search), absent by default. */
export const optionalText: UrlParam<string | null> = {
  parse: (raw) => raw || null,
  fallback: null,
  format: (value) => value,
};

/** A value checked by `parse`, with a fallback that may depend on the moment (today's date). */
export function checked<T extends string>(parse: (raw: string | null) => T): UrlParam<T> {
  return {
    parse,
    get fallback() {
      return parse(null);
    },
    format: String,
  };
}

/** Any `UrlParam`, whatever its value's type. */
interface SomeParam {
  parse: (raw: string | null) => unknown;
  fallback: unknown;
  format: (value: never) => string | null;
}

type Values<S> = {
  [K in keyof S]: S[K] extends { parse: (raw: string | null) => infer T } ? T : never;
};

/**
 * The values of `schema` in `search`, each read by its own `parse`: what `useUrlState` reads, for a
 * route's loader, which runs before the screen does.
 */
export function readUrlState<S extends Record<string, SomeParam>>(
  schema: S,
  search: URLSearchParams,
): Values<S> {
  return Object.fromEntries(
    Object.entries(schema).map(([name, param]) => [name, param.parse(search.get(name))]),
  ) as unknown as Values<S>;
}

/**
 * State kept in the address (`?tab=history&medication=…`), so a reload or a shared link opens the
 * same view. Setting some values keeps every other parameter, leaves defaults out and replaces the
 * history entry rather than adding one.
 */
export function useUrlState<S extends Record<string, SomeParam>>(
  schema: S,
): [Values<S>, (next: Partial<Values<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readUrlState(schema, params), [schema, params]);
  const set = useCallback(
    (next: Partial<Values<S>>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            const param = schema[name] as unknown as UrlParam<unknown>;
            const text = value === param.fallback ? null : param.format(value);
            if (text === null) updated.delete(name);
            else updated.set(name, text);
          }
          return updated;
        },
        { replace: true },
      ),
    [schema, setParams],
  );
  return [values, set];
}
