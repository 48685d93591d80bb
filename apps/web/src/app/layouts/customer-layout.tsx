import { Box, Button, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { CustomerSidebar } from './customer-sidebar';
import classes from './customer-layout.module.css';

const texts = customerBookingsTexts.sidebar;
const DRAWER_ID = 'menu-cliente';

/**
 * The customer screens' frame: the sidebar beside the page from 768 px on; below, a menu button
 * opens it in a drawer (decision 31) that traps focus, closes with Escape or a followed link, and
 * gives focus back to the button.
 */
export function CustomerLayout() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <div className={classes.grid}>
        <Box visibleFrom="sm" className={classes.sidebar}>
          <CustomerSidebar />
        </Box>
        <div className={classes.content}>
          <Box hiddenFrom="sm" mb="md">
            <Button
              variant="default"
              onClick={open}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            >
              {texts.button}
            </Button>
          </Box>
          <Outlet />
        </div>
      </div>
      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        position="left"
        size="min(20rem, 85vw)"
        title={texts.button}
        closeButtonProps={{ 'aria-label': texts.close }}
        // Mantine draws the drawer's header as <header>, a second "banner" landmark; it is not one.
        attributes={{ header: { role: 'none' } }}
        hiddenFrom="sm"
      >
        <CustomerSidebar onNavigate={close} />
      </Drawer>
    </Container>
  );
}
