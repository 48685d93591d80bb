import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { NavLinks } from './nav-links';

const MENU_ID = 'menu-principal-movil';

/**
 * Below the `sm` breakpoint (768px) the entries move into a drawer opened by a burger button. The
 * drawer traps focus while open, closes with Escape, and gives focus back to the burger.
 */
export function MobileNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? commonTexts.nav.closeMenu : commonTexts.nav.openMenu}
        aria-expanded={opened}
        aria-controls={MENU_ID}
      />
      <Drawer
        id={MENU_ID}
        opened={opened}
        onClose={close}
        position="right"
        size="min(20rem, 85vw)"
        title={commonTexts.nav.menuTitle}
        closeButtonProps={{ 'aria-label': commonTexts.nav.closeMenu }}
        // Mantine draws the drawer's header as <header>, a second "banner" landmark; it is not one.
        attributes={{ header: { role: 'none' } }}
        hiddenFrom="sm"
      >
        <nav aria-label={commonTexts.nav.label}>
          <NavLinks orientation="vertical" onNavigate={close} />
        </nav>
      </Drawer>
    </>
  );
}
