import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { useProblemReports } from '@/features/operators/api/problems';
import { ConsoleList } from '@/features/operators/components/console-list';
import { ProblemsTable } from '@/features/operators/components/problems-table';
import { pageOnlyAddress, useListAddress } from '@/features/operators/hooks/use-list-address';
import { consoleRefusal } from './not-found';

const texts = problemReportsTexts.list;

/**
 * /operador/problemas (PD-39): the customers' problem reports, open first and oldest first, paged
 * (the page in the address). As the rest of the console, the API decides who sees it.
 */
export function OperatorProblemsRoute() {
  const { page, setPage } = useListAddress(pageOnlyAddress);
  const list = useProblemReports(page);
  return (
    <ConsoleList
      list={list}
      texts={texts}
      titleId="problems-title"
      refusal={consoleRefusal}
      isEmpty={(found) => found.reports.length === 0}
    >
      {(found, timeZone) => <ProblemsTable page={found} timeZone={timeZone} onPage={setPage} />}
    </ConsoleList>
  );
}
