import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { NavLinks } from './nav-links';

interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The phone menu's drawer: traps focus while open, closes with Escape, and gives focus back to the
 * element that opened it. Loaded on demand by `MobileNav`, so it always mounts closed and opens on
 * its next render: Mantine records the element to give focus back to only when `opened` changes.
 */
export function MobileMenu({ id, opened, onClose }: MobileMenuProps) {
  const mounted = useMounted();
  return (
    <Drawer
      id={id}
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size="min(20rem, 85vw)"
      title={commonTexts.nav.menuTitle}
      closeButtonProps={{ 'aria-label': commonTexts.nav.closeMenu }}
      // Mantine draws the drawer's header as <header>, a second "banner" landmark; it is not one.
      attributes={{ header: { role: 'none' } }}
      hiddenFrom="sm"
    >
      <nav aria-label={commonTexts.nav.label}>
        <NavLinks orientation="vertical" onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
