import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { usePageTitle } from '@/hooks/use-page-title';

/** /forgot-password (PD-19): ask for an emailed reset link. */
export function ForgotPasswordRoute() {
  usePageTitle(authTexts.passwordReset.forgotTitle);
  return (
    <AuthCard
      title={authTexts.passwordReset.forgotTitle}
      intro={authTexts.passwordReset.forgotIntro}
      footer={
        <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
          {authTexts.passwordReset.backToSignIn}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
