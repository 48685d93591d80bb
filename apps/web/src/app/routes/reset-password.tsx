import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';

/**
 * /reset-password: the emailed link lands here with `?token=` (docs/authentication.md). Whether
 * the token still works is known when the new password is sent; without one, the link is broken.
 */
export function ResetPasswordRoute() {
  const [query] = useSearchParams();
  const token = query.get('token');
  const navigate = useNavigate();
  usePageTitle(
    token ? authTexts.passwordReset.resetTitle : authTexts.passwordReset.invalidLinkTitle,
  );

  if (!token) return <InvalidLink />;

  function done() {
    notify('success', authTexts.passwordReset.saved);
    void navigate(paths.signIn, { replace: true });
  }

  return (
    <AuthCard
      title={authTexts.passwordReset.resetTitle}
      intro={authTexts.passwordReset.resetIntro}
      footer={<BackToSignIn />}
    >
      <ResetPasswordForm token={token} onDone={done} />
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title={authTexts.passwordReset.invalidLinkTitle} footer={<BackToSignIn />}>
      <Alert color="red" variant="light" role="status">
        {authTexts.passwordReset.invalidLinkBody}
      </Alert>
      <Button component={Link} to={paths.forgotPassword} fullWidth mt="md">
        {authTexts.passwordReset.requestAgain}
      </Button>
    </AuthCard>
  );
}

function BackToSignIn() {
  return (
    <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
      {authTexts.passwordReset.backToSignIn}
    </Anchor>
  );
}
