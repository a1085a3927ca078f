/**
 * Moves focus to the page's heading (the main's h1), so keyboard and screen-reader users start
 * at the top of what replaced the old content and hear its title: after a navigation, or when
 * a screen swaps its content in place (a form replaced by its result).
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
