import { Badge } from '@mantine/core';
import { NavLink } from 'react-router';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { paths } from '@/config/paths';
import classes from './customer-layout.module.css';

const texts = customerBookingsTexts.sidebar;

/** The sidebar's links, in the spec's order (§2 "Customer sidebar"; decision 15). */
const links = [
  { to: paths.customerDashboard, label: texts.dashboard },
  { to: paths.profile, label: texts.profile },
  { to: paths.pendingServices, label: texts.pending },
  { to: paths.bookedServices, label: texts.booked },
  { to: paths.activeServices, label: texts.active },
  { to: paths.finishedServices, label: texts.finished },
  { to: paths.cancelledServices, label: texts.cancelled },
  { to: paths.myAgents, label: texts.agents },
] as const;

interface CustomerSidebarProps {
  /** Called after a link is followed, e.g. to close the phone's drawer. */
  onNavigate?: () => void;
}

/** The customer's navigation: the screens and Mis agentes, then Mis propiedades marked PRONTO. */
export function CustomerSidebar({ onNavigate }: CustomerSidebarProps) {
  return (
    <nav aria-label={texts.label}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={classes.link} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {[texts.properties].map((label) => (
          <li key={label}>
            <ComingSoon label={label} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An entry that does not work yet, as the navigation bar's 'Pronto' items: a disabled link (no
 * target, not focusable, announced as unavailable) with a visible badge. Kept here rather than
 * shared with the bar, so that the bar's chunk stays as it is.
 */
function ComingSoon({ label }: { label: string }) {
  return (
    <a role="link" aria-disabled="true" className={classes.comingSoon}>
      {label}
      <Badge size="xs" variant="light" color="gray" className={classes.badge}>
        {texts.comingSoon}
      </Badge>
    </a>
  );
}
