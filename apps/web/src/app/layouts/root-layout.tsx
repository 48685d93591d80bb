import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { SkipLink } from '@/components/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './root-layout.module.css';

const MAIN_ID = 'contenido-principal';

/** Skip link, navigation bar, the page, footer. After moving to another page, focus goes to it. */
export function RootLayout() {
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className={classes.shell}>
      <SkipLink targetId={MAIN_ID} label={commonTexts.app.skipToContent} />
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

/** Screen-reader and keyboard users start reading the new page instead of the old link. */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
