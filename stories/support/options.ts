/**
 * Every member of a string union as a control's options, checked by the compiler: a member left
 * out or one the union does not have fails the type check, so the list cannot drift from the type.
 */
export function everyOption<T extends string>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[];
}
