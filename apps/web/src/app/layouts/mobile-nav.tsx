import { lazy, Suspense, useCallback, useState } from 'react';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import classes from './mobile-nav.module.css';

const MENU_ID = 'menu-principal-movil';

/**
 * The drawer (with its focus trap, scroll lock and transitions, about 20 KB gzip) is not needed to
 * show a page: it loads when someone reaches for the burger, and stays mounted once loaded.
 */
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

/**
 * Below the `sm` breakpoint (768px) the entries move into a drawer opened by a burger button. The
 * drawer traps focus while open, closes with Escape, and gives focus back to the burger.
 */
export function MobileNav() {
  const [opened, setOpened] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  function prepareMenu() {
    setMenuWanted(true);
  }
  return (
    <>
      <button
        type="button"
        className={classes.burger}
        onClick={() => {
          prepareMenu();
          setOpened((open) => !open);
        }}
        // A press or keyboard focus mounts the lazy drawer (closed), so it loads before the click.
        onPointerDown={prepareMenu}
        onFocus={prepareMenu}
        aria-label={opened ? commonTexts.nav.closeMenu : commonTexts.nav.openMenu}
        aria-expanded={opened}
        aria-controls={MENU_ID}
      >
        <span className={classes.lines} aria-hidden="true" />
      </button>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu id={MENU_ID} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
