import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type AgentDocument, type AgentDocuments } from '@brillo/domain/contracts/agent-files';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { docsFlagsQueryKey } from '../api/documents';
import { DocumentsPanel } from './documents-panel';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

const texts = agentFilesTexts.docs;

const pdf = (name = 'cedula.pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function storedDocument(kind: AgentDocumentKind, overrides: Partial<AgentDocument> = {}) {
  return {
    kind,
    name: 'antiguo.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1200,
    // 02:30 UTC on the 24th is still the 23rd in Santiago (UTC−3).
    uploadedAt: '2026-11-24T02:30:00.000Z',
    url: agentFilePaths.documentFile(kind),
    review: { status: 'pending', reason: null, note: null, reviewedAt: null },
    ...overrides,
  } satisfies AgentDocument;
}

function answerDocuments(documents: AgentDocuments['documents'], verified = false) {
  server.use(
    http.get(agentFilePaths.documents, () =>
      HttpResponse.json({ documents, verified } satisfies AgentDocuments),
    ),
  );
}

/** The public config the panel reads for the time zone. */
function answerConfig() {
  server.use(
    http.get('/api/public-config', () =>
      HttpResponse.json({
        homeUrl: 'https://brillo.cl',
        city: 'Santiago',
        contactEmail: 'hola@brillo.cl',
        contactPhone: '+56 2 2345 6789',
        timeZone: 'America/Santiago',
      }),
    ),
  );
}

/** Answers the upload of `kind` with `answer()`; returns how many uploads arrived. */
function answerUpload(kind: AgentDocumentKind, answer: () => Response | Promise<Response>) {
  const uploads: number[] = [];
  server.use(
    http.post(agentFilePaths.document(kind), () => {
      uploads.push(1);
      return answer();
    }),
  );
  return uploads;
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const card = (kind: AgentDocumentKind) => screen.getByRole('region', { name: texts[kind].title });
const findCard = (kind: AgentDocumentKind) =>
  screen.findByRole('region', { name: texts[kind].title });
/** The drop zone's file input, hidden from people: what a drop or the picker fills. */
function fileInput(kind: AgentDocumentKind): HTMLInputElement {
  const input = card(kind).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`the ${kind} card has no file input`);
  return input;
}

describe('DocumentsPanel and DocumentUploadCard', () => {
  it('shows a card per document, each empty, with a drop zone that is a button', async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    renderWithProviders(<DocumentsPanel />);
    for (const kind of ['id', 'certificate'] as const) {
      const region = await findCard(kind);
      expect(within(region).getByText(texts[kind].hint)).toBeInTheDocument();
      expect(within(region).getByText(texts.none)).toBeInTheDocument();
      const zone = within(region).getByRole('button', {
        name: `${texts.dropTitle} ${texts.dropHint}`,
      });
      expect(zone).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('button', { name: texts.upload })).toBeInTheDocument();
    }
  });

  it('opens the file picker from the keyboard: Tab to the drop zone, then Enter or Space', async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    const { user } = renderWithProviders(<DocumentsPanel />);
    await findCard('id');
    const zone = within(card('id')).getByRole('button', {
      name: new RegExp(`^${texts.dropTitle}`),
    });
    const opened = vi.spyOn(fileInput('id'), 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(zone).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('asks for the kind’s file first and sends nothing', async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    const uploads = answerUpload('certificate', () => HttpResponse.json({}));
    const { user } = renderWithProviders(<DocumentsPanel />);
    await findCard('certificate');
    await user.click(within(card('certificate')).getByRole('button', { name: texts.upload }));
    expect(within(card('certificate')).getByRole('alert')).toHaveTextContent(
      texts.certificate.noFile,
    );
    expect(uploads).toEqual([]);
  });

  it('uploads with a progress bar, then shows the name, the date in Chile and the link', async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    const held = gate();
    answerUpload('id', async () => {
      await held.opened;
      return HttpResponse.json(
        {
          message: texts.uploaded,
          document: storedDocument('id', { name: 'cedula.pdf' }),
        },
        { status: 201 },
      );
    });
    const { user, queryClient } = renderWithProviders(<DocumentsPanel />);
    queryClient.setQueryData(docsFlagsQueryKey, {
      docs: { upload_id: false, upload_certificate: false },
      review: { id: null, certificate: null },
      verified: false,
    });
    await findCard('id');
    await user.upload(fileInput('id'), pdf());
    expect(within(card('id')).getByText(texts.selected('cedula.pdf'))).toBeInTheDocument();

    await user.click(within(card('id')).getByRole('button', { name: texts.upload }));
    const bar = await within(card('id')).findByRole('progressbar', { name: texts.uploading });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(card('id')).getByRole('status')).toHaveTextContent(texts.uploading);

    held.open();
    expect(await screen.findByText(texts.uploaded)).toBeInTheDocument();
    const region = card('id');
    await waitFor(() => expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(region).getByText('cedula.pdf')).toBeInTheDocument();
    expect(
      within(region).getByText(texts.uploadedOn('23 de noviembre de 2026')),
    ).toBeInTheDocument();
    const link = within(region).getByRole('link', { name: texts.view });
    expect(link).toHaveAttribute('href', agentFilePaths.documentFile('id'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: texts.replace })).toHaveFocus(),
    );
    expect(within(region).queryByText(texts.selected('cedula.pdf'))).not.toBeInTheDocument();
    expect(queryClient.getQueryState(docsFlagsQueryKey)?.isInvalidated).toBe(true);
    expect(within(card('certificate')).getByText(texts.none)).toBeInTheDocument();
  });

  it('shows the current file and offers its replacement', async () => {
    answerConfig();
    answerDocuments({
      id: null,
      certificate: storedDocument('certificate', { name: 'antecedentes <2026>.pdf' }),
    });
    renderWithProviders(<DocumentsPanel />);
    const region = await findCard('certificate');
    expect(within(region).getByText('antecedentes <2026>.pdf')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: texts.replace })).toBeInTheDocument();
    expect(within(card('id')).getByRole('button', { name: texts.upload })).toBeInTheDocument();
  });

  it('shows where each review stands: approved with its date, rejected with the reason', async () => {
    answerConfig();
    answerDocuments({
      id: storedDocument('id', {
        review: {
          status: 'approved',
          reason: null,
          note: null,
          reviewedAt: '2026-11-24T15:00:00.000Z',
        },
      }),
      certificate: storedDocument('certificate', {
        review: {
          status: 'rejected',
          reason: 'expired',
          note: 'Tiene más de 30 días.',
          reviewedAt: '2026-11-24T15:00:00.000Z',
        },
      }),
    });
    renderWithProviders(<DocumentsPanel />);
    const id = await findCard('id');
    expect(within(id).getByText(verificationTexts.status.approved)).toBeInTheDocument();
    expect(
      within(id).getByText(verificationTexts.agent.approvedHint('24 de noviembre de 2026')),
    ).toBeInTheDocument();
    const certificate = card('certificate');
    expect(within(certificate).getByText(verificationTexts.status.rejected)).toBeInTheDocument();
    expect(
      within(certificate).getByText(
        verificationTexts.agent.rejectedHint(verificationTexts.reasons.expired),
      ),
    ).toBeInTheDocument();
    expect(within(certificate).getByText('Tiene más de 30 días.')).toBeInTheDocument();
    expect(
      within(certificate).getByText(verificationTexts.agent.rejectedAction),
    ).toBeInTheDocument();
    expect(screen.getByText(verificationTexts.agent.notVerified)).toBeInTheDocument();
    expect(screen.queryByText(verificationTexts.badge)).not.toBeInTheDocument();
  });

  it("says a waiting document is in review, and shows 'Verificado' once both are approved", async () => {
    answerConfig();
    answerDocuments({ id: storedDocument('id'), certificate: null });
    const view = renderWithProviders(<DocumentsPanel />);
    const id = await findCard('id');
    expect(within(id).getByText(verificationTexts.status.pending)).toBeInTheDocument();
    expect(within(id).getByText(verificationTexts.agent.pendingHint)).toBeInTheDocument();
    view.unmount();

    const approved = {
      status: 'approved' as const,
      reason: null,
      note: null,
      reviewedAt: '2026-11-24T15:00:00.000Z',
    };
    answerDocuments(
      {
        id: storedDocument('id', { review: approved }),
        certificate: storedDocument('certificate', { review: approved }),
      },
      true,
    );
    renderWithProviders(<DocumentsPanel />);
    expect(await screen.findByText(verificationTexts.badge)).toBeInTheDocument();
    expect(screen.getByText(verificationTexts.agent.verified)).toBeInTheDocument();
  });

  it("says the server's refusal and keeps the chosen file", async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    answerUpload('id', () =>
      apiError(415, { code: 'UNSUPPORTED_TYPE', message: agentFilesTexts.errors.documentType }),
    );
    const { user } = renderWithProviders(<DocumentsPanel />);
    await findCard('id');
    await user.upload(fileInput('id'), pdf('falso.pdf'));
    await user.click(within(card('id')).getByRole('button', { name: texts.upload }));
    expect(await within(card('id')).findByRole('alert')).toHaveTextContent(
      texts.failed(agentFilesTexts.errors.documentType),
    );
    expect(within(card('id')).getByText(texts.selected('falso.pdf'))).toBeInTheDocument();
    expect(within(card('id')).getByText(texts.none)).toBeInTheDocument();
  });

  it('refuses a file of another type in the drop zone', async () => {
    answerConfig();
    answerDocuments({ id: null, certificate: null });
    renderWithProviders(<DocumentsPanel />);
    await findCard('id');
    const page = new File(['<html></html>'], 'pagina.html', { type: 'text/html' });
    // As a drop would bring it: the picker's `accept` filter does not apply.
    fireEvent.change(fileInput('id'), { target: { files: [page] } });
    expect(await within(card('id')).findByRole('alert')).toHaveTextContent(texts.dropReject);
    expect(within(card('id')).queryByText(texts.selected('pagina.html'))).not.toBeInTheDocument();
  });

  it('offers a retry when the documents cannot be loaded', async () => {
    answerConfig();
    let calls = 0;
    server.use(
      http.get(agentFilePaths.documents, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ documents: { id: null, certificate: null }, verified: false });
      }),
    );
    const { user } = renderWithProviders(<DocumentsPanel />);
    await user.click(await screen.findByRole('button', { name: texts.retry }));
    expect(await findCard('id')).toBeInTheDocument();
  });
});
