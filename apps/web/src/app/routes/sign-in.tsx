import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Session } from '@brillo/domain/contracts/session';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { afterSignInPath, dashboardPath, paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AwaitingConfirmationNotice } from '@/features/auth/components/awaiting-confirmation-notice';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignedInWelcome } from '@/features/auth/components/signed-in-welcome';
import {
  readVerificationOutcome,
  VerificationNotice,
} from '@/features/auth/components/verification-notice';
import { usePageTitle } from '@/hooks/use-page-title';
import { readAwaitingConfirmation } from '@/lib/awaiting-confirmation';
import {
  RETURN_PARAM,
  safeReturnPath,
  takeRememberedReturnPath,
  withReturnPath,
} from '@/lib/return-path';
import { storeProfile } from '@/lib/display-profile-storage';
import { operatorCodeState } from '@/lib/operator-code-state';
import { isSignUpRole } from '@brillo/domain/user-roles';
import { useSession, type Session as BrowserSession } from '../session-context';
import { useSignOutAndGoHome } from '../use-sign-out-and-go-home';

/** /signin (spec §2): the form, or a welcome for someone already signed in. */
export function SignInRoute() {
  usePageTitle(authTexts.signIn.title);
  const session = useSession();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Set by the sign-up's success message: the new account waits for its email confirmation.
  const awaitingEmail = readAwaitingConfirmation(useLocation().state);
  const outcome = readVerificationOutcome(query);
  // A page of this site to come back to (a slot chosen on an agent's profile, PD-45).
  const returnPath = safeReturnPath(query.get(RETURN_PARAM));
  // After signing in here, keep the form on screen while the next page loads, not the welcome.
  const [leaving, setLeaving] = useState(false);

  if (session.status === 'signed-in' && !leaving) return <Welcome session={session} />;

  function goOn(signedIn: Session) {
    // In one go, so the page never renders signed in without knowing it is leaving.
    setLeaving(true);
    // An operator's profile is kept once the authenticator is set up or its code given.
    if (isSignUpRole(signedIn.user.rol)) storeProfile(signedIn.user);
    const role = signedIn.user.rol;
    // A sign-up's return path, remembered until its email was confirmed: the confirmation link
    // opens this page without `?next=`. Read (and forgotten) at every sign-in.
    const remembered = takeRememberedReturnPath();
    const back = returnPath ?? (outcome === 'verified' ? remembered : null);
    void navigate(back && isSignUpRole(role) ? back : afterSignInPath(role), { replace: true });
  }

  /** An operator's password was right: the authenticator's code comes next (ADR-078). */
  function askForCode() {
    void navigate(paths.operatorCode, { state: operatorCodeState });
  }

  return (
    <AuthCard
      title={authTexts.signIn.title}
      intro={authTexts.signIn.intro}
      notice={
        outcome === null && awaitingEmail ? (
          <AwaitingConfirmationNotice email={awaitingEmail} />
        ) : (
          <VerificationNotice outcome={outcome} />
        )
      }
      footer={<SignInLinks returnPath={returnPath} />}
    >
      <Stack gap="md">
        <SignInForm
          onSignedIn={goOn}
          onCodeNeeded={askForCode}
          initialEmail={awaitingEmail ?? undefined}
        />
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          {authTexts.signIn.forgotPassword}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

function Welcome({ session }: { session: Extract<BrowserSession, { status: 'signed-in' }> }) {
  const signOut = useSignOutAndGoHome(session);
  return (
    <SignedInWelcome
      email={session.user.email}
      dashboardHref={dashboardPath(session.user.role)}
      onSignOut={() => void signOut()}
      signingOut={session.signingOut}
    />
  );
}

/** Registration links for people without an account; the customer's keeps the return path. */
function SignInLinks({ returnPath }: { returnPath: string | null }) {
  return (
    <nav aria-label={authTexts.signIn.signupLabel}>
      <Stack gap={4} align="center">
        <Text size="sm">{authTexts.signIn.noAccount}</Text>
        <Group gap="md" justify="center">
          <Anchor component={Link} to={paths.agentSignup} size="sm">
            {homeTexts.agentSignup}
          </Anchor>
          <Anchor component={Link} to={withReturnPath(paths.customerSignup, returnPath)} size="sm">
            {homeTexts.customerSignup}
          </Anchor>
        </Group>
      </Stack>
    </nav>
  );
}
