import { consolePaths } from '@brillo/domain/console-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type DocumentForReview,
  type VerificationQueue,
} from '@brillo/domain/contracts/verification';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { expectFieldError } from '../../../test/form-fields';
import { renderWithProviders } from '../../../test/render';
import { answerPost, server } from '../../../test/server';
import { OperatorVerificationsRoute } from './operator-verifications';
import { verificationPaths } from '@brillo/domain/contracts/paths';

const texts = verificationTexts;
const AGENT = 'Valeria Soto Pino';

function document(kind: 'id' | 'certificate', id: string): DocumentForReview {
  return {
    id,
    kind,
    name: `${kind}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1200,
    uploadedAt: '2026-11-27T15:00:00.000Z',
    url: verificationPaths.file(id),
    review: { status: 'pending', reason: null, note: null, reviewedAt: null },
  };
}

const queue: VerificationQueue = {
  agents: [
    {
      agent: { id: 'agent-1', name: AGENT, email: 'valeria@correo.cl', comuna: 'Ñuñoa' },
      waitingSince: '2026-11-27T15:00:00.000Z',
      documents: { id: document('id', 'doc-1'), certificate: null },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function answerQueue(answer: () => Response) {
  server.use(answerPublicConfig(), http.get(verificationPaths.queue, answer));
}

const renderRoute = () =>
  renderWithProviders(<OperatorVerificationsRoute />, {
    route: consolePaths.operatorVerifications,
  });

describe('the verification queue, /operador/verificaciones', () => {
  it('lists each waiting agent with both documents, a link to open each, and approves', async () => {
    answerQueue(() => HttpResponse.json(queue));
    const approved = answerPost(verificationPaths.approve('doc-1'), () =>
      HttpResponse.json({
        message: texts.operator.approved,
        documentId: 'doc-1',
        review: {
          status: 'approved',
          reason: null,
          note: null,
          reviewedAt: queue.agents[0]?.waitingSince ?? null,
        },
        agentVerified: false,
      }),
    );
    const { user } = renderRoute();
    const card = await screen.findByRole('article', { name: AGENT });
    expect(card).toHaveTextContent('valeria@correo.cl · Ñuñoa');
    expect(card).toHaveTextContent(texts.queue.waitingSince('27 de noviembre de 2026'));
    expect(within(card).getByText(texts.queue.notUploaded)).toBeInTheDocument();
    const link = within(card).getByRole('link', {
      name: texts.queue.openLabel(texts.kinds.id, AGENT),
    });
    expect(link).toHaveAttribute('href', verificationPaths.file('doc-1'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(texts.queue.total(1))).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: texts.queue.approveLabel(texts.kinds.id, AGENT) }),
    );
    expect(await screen.findByText(texts.operator.approved)).toBeInTheDocument();
    expect(approved).toHaveLength(1);
  });

  it('asks for a reason and a note before rejecting, and says when another operator was first', async () => {
    answerQueue(() => HttpResponse.json(queue));
    const sent = answerPost(verificationPaths.reject('doc-1'), () =>
      apiError(409, { code: 'CONFLICT', message: texts.errors.alreadyReviewed }),
    );
    const { user } = renderRoute();
    const card = await screen.findByRole('article', { name: AGENT });
    await user.click(
      within(card).getByRole('button', { name: texts.queue.rejectLabel(texts.kinds.id, AGENT) }),
    );
    const dialog = screen.getByRole('dialog', {
      name: texts.rejectDialog.title(texts.kinds.id, AGENT),
    });
    await user.click(within(dialog).getByRole('button', { name: texts.rejectDialog.confirm }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: texts.rejectDialog.noteLabel }),
      texts.errors.noteRequired,
    );
    expect(within(dialog).getByText(texts.errors.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.rejectDialog.reasonLabel }),
      texts.reasons.illegible,
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.rejectDialog.noteLabel }),
      'No se lee el número.',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.rejectDialog.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      texts.errors.alreadyReviewed,
    );
    expect(sent).toEqual([{ reason: 'illegible', note: 'No se lee el número.' }]);
  });

  it('says when nothing waits, and offers a retry when the queue cannot be read', async () => {
    let calls = 0;
    answerQueue(() => {
      calls += 1;
      return calls === 1
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({ agents: [], total: 0, page: 1, pageSize: 20 });
    });
    const { user } = renderRoute();
    await user.click(await screen.findByRole('button', { name: commonTexts.controls.retry }));
    expect(await screen.findByText(texts.queue.empty)).toBeInTheDocument();
  });

  it('is the not-found page for anyone but an operator', async () => {
    answerQueue(() => apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.notFound }));
    renderRoute();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
      ).toBeInTheDocument(),
    );
  });
});
