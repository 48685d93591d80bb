import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthenticatorSetup } from '@/features/operators/components/authenticator-setup';
import { usePageTitle } from '@/hooks/use-page-title';
import { keepOperatorProfile } from '../operator-profile';
import { NotFoundRoute } from './not-found';

const texts = operatorsTexts.setup;

/**
 * /operador/autenticador (ADR-078): an operator signed in with the password alone sets up the
 * authenticator. Anyone else is shown the not-found page.
 */
export function OperatorAuthenticatorRoute() {
  const session = useQuery({ ...getSessionQueryOptions(), staleTime: 0, retry: false });
  if (session.isPending) {
    return (
      <AuthCard title={texts.title}>
        <LoadingState text={operatorsTexts.auditLog.loading} />
      </AuthCard>
    );
  }
  if (session.data?.user.rol !== 'operator') return <NotFoundRoute />;
  return <Setup />;
}

function Setup() {
  usePageTitle(texts.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function finish() {
    queryClient.removeQueries();
    await keepOperatorProfile(queryClient);
    await navigate(paths.operatorConsole, { replace: true });
  }
  return (
    <AuthCard title={texts.title} intro={texts.intro}>
      <AuthenticatorSetup onDone={() => void finish()} />
    </AuthCard>
  );
}
