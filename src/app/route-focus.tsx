import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DocumentMeta } from './document-meta';

/**
 * After a client-side navigation, moves focus to the new page's heading, so keyboard and
 * screen-reader users start at the top of the page that replaced the old one; unless the new page
 * has already put focus somewhere of its own (a link's target, such as `#schedule`).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.querySelector('main');
    if (main?.contains(document.activeElement)) return;
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}
