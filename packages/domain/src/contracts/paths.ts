import { pathWith } from './endpoint.ts';
import {
  listDocuments,
  readAvatar,
  readDocsFlags,
  readDocumentFile,
  uploadDocument,
} from './agent-files.ts';
import {
  approveDocument,
  rejectDocument,
  reviewDocumentFile,
  verificationQueue,
} from './verification.ts';
import { acceptBooking, createBooking, listCustomerBookings } from './customer-bookings.ts';
import {
  operatorProblemReport,
  operatorProblemReports,
  operatorResolveProblem,
  reportProblem,
} from './problem-reports.ts';

/**
 * The addresses of endpoints, for what names them without calling them through the client: the
 * API's own links, the tests and the journeys. Apart from the contracts, so that a contract loaded
 * on demand (ADR-088) does not bring the URL builders, which the home page's entry holds.
 */

/** The addresses of the agent's files, for links and for what names them without the client. */
export const agentFilePaths = {
  avatar: readAvatar.path,
  docsFlags: readDocsFlags.path,
  documents: listDocuments.path,
  document: (kind: string) => pathWith(uploadDocument.path, { kind }),
  documentFile: (kind: string) => pathWith(readDocumentFile.path, { kind }),
} as const;

export const verificationPaths = {
  queue: verificationQueue.path,
  file: (documentId: string) => pathWith(reviewDocumentFile.path, { documentId }),
  approve: (documentId: string) => pathWith(approveDocument.path, { documentId }),
  reject: (documentId: string) => pathWith(rejectDocument.path, { documentId }),
} as const;

/**
 * The paths of the booking endpoints, for what names them without calling them through the
 * client (the end-to-end journeys).
 */
export const customerBookingPaths = {
  create: createBooking.path,
  list: listCustomerBookings.path,
  accept: (id: string) => pathWith(acceptBooking.path, { id }),
} as const;

/** The paths, for what names them without calling them (the journeys). */
export const problemReportPaths = {
  report: (id: string) => pathWith(reportProblem.path, { id }),
  list: operatorProblemReports.path,
  one: (id: string) => pathWith(operatorProblemReport.path, { id }),
  resolve: (id: string) => pathWith(operatorResolveProblem.path, { id }),
} as const;
