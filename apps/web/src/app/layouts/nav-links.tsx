import { NavLink } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { ComingSoonItem } from '@/components/coming-soon-item';
import { dashboardPath, paths } from '@/config/paths';
import { useSession, type Session } from '../session-context';
import { useSignOutAndGoHome } from '../use-sign-out-and-go-home';
import classes from './nav-links.module.css';

interface NavLinksProps {
  orientation: 'horizontal' | 'vertical';
  /** Called after a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * The navigation bar's entries (spec §2), shared by the desktop bar and the mobile menu: 'Inicio'
 * to the landing page, 'Dashboard' to the caller's dashboard when signed in, the placeholders as
 * 'Pronto', and the account entry.
 */
export function NavLinks({ orientation, onNavigate }: NavLinksProps) {
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : undefined;
  return (
    <ul className={classes.list} data-orientation={orientation}>
      <li>
        <NavLink to={paths.home} end className={classes.link} onClick={onNavigate}>
          {commonTexts.nav.home}
        </NavLink>
      </li>
      {role && (
        <li>
          <NavLink to={dashboardPath(role)} className={classes.link} onClick={onNavigate}>
            {commonTexts.nav.dashboard}
          </NavLink>
        </li>
      )}
      <li>
        <ComingSoonItem label={commonTexts.nav.offers} badge={commonTexts.nav.comingSoon} />
      </li>
      <li>
        <ComingSoonItem label={commonTexts.nav.help} badge={commonTexts.nav.comingSoon} />
      </li>
      <li className={classes.account}>
        <AccountItem session={session} onNavigate={onNavigate} />
      </li>
    </ul>
  );
}

interface AccountItemProps {
  session: Session;
  onNavigate: (() => void) | undefined;
}

function AccountItem({ session, onNavigate }: AccountItemProps) {
  if (session.status === 'signed-out') {
    return (
      <NavLink to={paths.signIn} className={classes.signIn} onClick={onNavigate}>
        {commonTexts.nav.signIn}
      </NavLink>
    );
  }
  return <SignOutButton session={session} onNavigate={onNavigate} />;
}

interface SignOutButtonProps {
  session: Extract<Session, { status: 'signed-in' }>;
  onNavigate: (() => void) | undefined;
}

function SignOutButton({ session, onNavigate }: SignOutButtonProps) {
  const signOutAndGoHome = useSignOutAndGoHome(session);
  function signOut() {
    // Stays focusable while busy (a disabled button would drop the keyboard focus); ignores repeats.
    if (session.signingOut) return;
    onNavigate?.();
    void signOutAndGoHome();
  }
  return (
    <button
      type="button"
      className={`${classes.button} ${classes.link}`}
      onClick={signOut}
      aria-disabled={session.signingOut}
    >
      {commonTexts.nav.signOut}
    </button>
  );
}
