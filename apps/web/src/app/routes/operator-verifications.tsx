import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { useVerificationQueue } from '@/features/operators/api/verifications';
import { ConsoleList } from '@/features/operators/components/console-list';
import { VerificationQueue } from '@/features/operators/components/verification-queue';
import { pageOnlyAddress, useListAddress } from '@/features/operators/hooks/use-list-address';
import { consoleRefusal } from './not-found';

const texts = verificationTexts.queue;

/**
 * /operador/verificaciones (PD-37): the agents whose identity documents wait for review. As the
 * rest of the console, the API decides who sees it: 404 shows the not-found page, 403 sends an
 * operator without an authenticator to set it up. The page is kept in the address.
 */
export function OperatorVerificationsRoute() {
  const { page, setPage } = useListAddress(pageOnlyAddress);
  const queue = useVerificationQueue(page);
  return (
    <ConsoleList
      list={queue}
      texts={texts}
      apiMessage={false}
      refusal={consoleRefusal}
      isEmpty={(found) => found.agents.length === 0}
    >
      {(found, timeZone) => (
        <VerificationQueue queue={found} timeZone={timeZone} onPage={setPage} />
      )}
    </ConsoleList>
  );
}
