import { lazy, Suspense, useState } from 'react';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

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
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  function prepareMenu() {
    setMenuWanted(true);
  }
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          prepareMenu();
          toggle();
        }}
        // A press or keyboard focus mounts the lazy drawer (closed), so it loads before the click.
        onPointerDown={prepareMenu}
        onFocus={prepareMenu}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? commonTexts.nav.closeMenu : commonTexts.nav.openMenu}
        aria-expanded={opened}
        aria-controls={MENU_ID}
      />
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu id={MENU_ID} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
