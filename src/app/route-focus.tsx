import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { focusPageHeading } from '@/components/focus-heading';
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
    focusPageHeading();
  }, [pathname]);

  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}
