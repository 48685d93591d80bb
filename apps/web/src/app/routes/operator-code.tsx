import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useVerifyRecoveryCode, useVerifyTotp } from '@/features/operators/api/two-factor';
import { CodeForm } from '@/features/operators/components/code-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { isWaitingForCode } from '@/lib/operator-code-state';
import { keepOperatorProfile } from '../operator-profile';
import { NotFoundRoute } from './not-found';

const texts = operatorsTexts.twoFactor;

/**
 * /operador/codigo (ADR-078): after an operator's password at /signin, the authenticator's code
 * (or a recovery code). Opened any other way, it is the not-found page.
 */
export function OperatorCodeRoute() {
  const { state } = useLocation();
  if (!isWaitingForCode(state)) return <NotFoundRoute />;
  return <CodeStep />;
}

function CodeStep() {
  usePageTitle(texts.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const totp = useVerifyTotp();
  const recovery = useVerifyRecoveryCode();
  const [attempt, setAttempt] = useState(0);
  const [last, setLast] = useState<'totp' | 'recovery'>('totp');
  const current = last === 'totp' ? totp : recovery;

  async function send(code: string) {
    const recoveryCode = code.includes('-') || /[a-z]/i.test(code);
    setLast(recoveryCode ? 'recovery' : 'totp');
    try {
      await (recoveryCode ? recovery : totp).mutateAsync(code);
    } catch (error) {
      setAttempt((count) => count + 1);
      throw error;
    }
    queryClient.removeQueries();
    await keepOperatorProfile(queryClient);
    await navigate(paths.operatorConsole, { replace: true });
  }

  return (
    <AuthCard title={texts.title} intro={texts.intro}>
      <CodeForm
        send={send}
        pending={current.isPending}
        error={current.error}
        attempt={attempt}
        allowRecoveryCode
      />
    </AuthCard>
  );
}
