import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BIO_MAX_LENGTH } from '@brillo/domain/contracts/agent-profile';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ANNOUNCE_DELAY_MS } from './bio-counter';
import { BioEditor } from './bio-editor';

const texts = agentProfileTexts.bio;
const BIO = '/api/agents/bio';

function answerBio(bio: string) {
  server.use(http.get(BIO, () => HttpResponse.json({ bio })));
}

/** Answers every PATCH with `answer()`; returns the bodies received. */
function answerPatch(answer: () => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.patch(BIO, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const field = () => screen.getByRole('textbox', { name: texts.label });

describe('BioEditor', () => {
  it('says it is loading, then shows the current biography in quotes and in the field', async () => {
    server.use(
      http.get(BIO, async () => {
        await delay(50);
        return HttpResponse.json({ bio: 'Puntual y ordenada.' });
      }),
    );
    renderWithProviders(<BioEditor />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(await screen.findByText('“Puntual y ordenada.”')).toBeInTheDocument();
    expect(field()).toHaveValue('Puntual y ordenada.');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('19 de 1.000 caracteres'));
  });

  it('shows the spec’s fallback when there is no biography', async () => {
    answerBio('');
    renderWithProviders(<BioEditor />);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(screen.getByText('0 de 1.000 caracteres')).toBeInTheDocument();
  });

  it('counts as the agent types, an emoji as one character', async () => {
    answerBio('');
    const { user } = renderWithProviders(<BioEditor />);
    await user.type(await screen.findByRole('textbox', { name: texts.label }), 'Hola 🧽');
    expect(screen.getByText('6 de 1.000 caracteres')).toBeInTheDocument();
  });

  it('saves the text, says so in Spanish and shows it as the current biography', async () => {
    answerBio('');
    const bodies = answerPatch(() =>
      HttpResponse.json({ message: texts.updated, bio: 'Limpio con cariño.' }),
    );
    const { user } = renderWithProviders(<BioEditor />);
    await user.type(
      await screen.findByRole('textbox', { name: texts.label }),
      '  Limpio con cariño.  ',
    );
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    expect(bodies).toEqual([{ bio: '  Limpio con cariño.  ' }]);
    expect(await screen.findByText('“Limpio con cariño.”')).toBeInTheDocument();
    expect(field()).toHaveValue('Limpio con cariño.');
  });

  it('says the biography did not change when the server answers 204', async () => {
    answerBio('Hola');
    answerPatch(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderWithProviders(<BioEditor />);
    await screen.findByText('“Hola”');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.unchanged)).toBeInTheDocument();
  });

  it('keeps an over-long paste whole, marks it, and sends nothing', async () => {
    answerBio('');
    const bodies = answerPatch(() => HttpResponse.json({ message: texts.updated, bio: 'x' }));
    const { user } = renderWithProviders(<BioEditor />);
    const long = 'a'.repeat(BIO_MAX_LENGTH + 5);
    fireEvent.change(await screen.findByRole('textbox', { name: texts.label }), {
      target: { value: long },
    });
    expect(field()).toHaveValue(long);
    expect(screen.getByText('1.005 de 1.000 caracteres')).toBeInTheDocument();
    expectFieldError(field(), texts.tooLong('1.000'));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(bodies).toEqual([]);
    expect(field()).toHaveValue(long);
  });

  it('announces politely only near the limit, once the typing pauses', async () => {
    answerBio('');
    renderWithProviders(<BioEditor />);
    const input = await screen.findByRole('textbox', { name: texts.label });
    const live = () => screen.getByRole('status');
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'a'.repeat(500) } });
      act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
      expect(live()).toHaveTextContent(/^$/);
      fireEvent.change(input, { target: { value: 'a'.repeat(950) } });
      expect(live()).toHaveTextContent(/^$/);
      act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
      expect(live()).toHaveTextContent(texts.remaining('50'));
      fireEvent.change(input, { target: { value: 'a'.repeat(1003) } });
      act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
      expect(live()).toHaveTextContent(texts.over('3'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s field refusal on the field and keeps the text', async () => {
    answerBio('');
    answerPatch(() =>
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos.',
        fields: { bio: texts.notText },
      }),
    );
    const { user } = renderWithProviders(<BioEditor />);
    await user.type(await screen.findByRole('textbox', { name: texts.label }), 'Mi texto');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expectFieldError(field(), texts.notText));
    expect(field()).toHaveValue('Mi texto');
  });

  it('says a failed save in Spanish and keeps the text', async () => {
    answerBio('');
    answerPatch(() => new HttpResponse(null, { status: 503 }));
    const { user } = renderWithProviders(<BioEditor />);
    await user.type(await screen.findByRole('textbox', { name: texts.label }), 'Mi texto');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findAllByText(/servicio|disponible|inténtalo/i)).not.toHaveLength(0);
    expect(field()).toHaveValue('Mi texto');
  });

  it('offers a retry when the biography cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(BIO, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ bio: 'Hola' });
      }),
    );
    const { user } = renderWithProviders(<BioEditor />);
    await user.click(await screen.findByRole('button', { name: texts.retry }));
    expect(await screen.findByText('“Hola”')).toBeInTheDocument();
  });
});
