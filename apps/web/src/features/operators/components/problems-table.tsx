import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { ProblemReportsPage } from '@brillo/domain/contracts/problem-reports';
import { formatDateTime } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { PagedTable } from './paged-table';
import classes from './scrolling-table.module.css';

const texts = problemReportsTexts.list;

const columns = [
  texts.when,
  texts.status,
  texts.category,
  texts.customer,
  texts.agent,
  texts.amount,
] as const;

interface ProblemsTableProps {
  page: ProblemReportsPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/**
 * A page of problem reports, open first: a table that scrolls sideways on a narrow screen, each row
 * opening the report's page, then the pages.
 */
export function ProblemsTable({ page, timeZone, onPage }: ProblemsTableProps) {
  return (
    <PagedTable
      page={page}
      totalText={texts.total(page.total)}
      labelledBy="problems-title"
      columns={columns}
      onPage={onPage}
    >
      {page.reports.map((report) => {
        const when = formatDateTime(report.createdAt, timeZone);
        const status =
          report.resolution === null
            ? problemReportsTexts.statuses.open
            : `${problemReportsTexts.statuses.resolved}: ${problemReportsTexts.resolutions[report.resolution.kind]}`;
        return (
          <Table.Tr key={report.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={consolePaths.operatorProblem.replace(':id', report.id)}
                aria-label={texts.openLabel(report.customer.name, when)}
              >
                {when}
              </Anchor>
            </Table.Td>
            <Table.Td>{status}</Table.Td>
            <Table.Td>{problemReportsTexts.categories[report.category]}</Table.Td>
            <Table.Td>{report.customer.name}</Table.Td>
            <Table.Td>{report.agent.name}</Table.Td>
            <Table.Td className={classes.nowrap}>{formatClp(report.booking.amount)}</Table.Td>
          </Table.Tr>
        );
      })}
    </PagedTable>
  );
}
