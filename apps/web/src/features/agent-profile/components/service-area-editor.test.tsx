import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ServiceAreaEditor } from './service-area-editor';

const texts = agentProfileTexts.serviceArea;
const AREA = '/api/agents/service-comunas';

function answerArea(comunas: string[]) {
  server.use(http.get(AREA, () => HttpResponse.json({ comunas })));
}

/** Answers every PUT with `answer(body)`; returns the bodies received. */
function answerPut(answer: (body: { comunas: string[] }) => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(AREA, async ({ request }) => {
      const body = (await request.json()) as { comunas: string[] };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const field = () => screen.getByLabelText(texts.searchLabel, { selector: 'input' });
/** The chosen comunas, as their chips say them. */
const chips = () =>
  Array.from(document.querySelectorAll('.mantine-Pill-label'), (chip) => chip.textContent);
const loaded = () => screen.findByLabelText(texts.searchLabel, { selector: 'input' });

describe('ServiceAreaEditor', () => {
  // The list's scroll area measures itself; jsdom has no ResizeObserver.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('shows the chosen comunas and how many, under its heading', async () => {
    answerArea(['Ñuñoa', 'Providencia']);
    renderWithProviders(<ServiceAreaEditor />);
    await loaded();
    expect(chips()).toEqual(['Ñuñoa', 'Providencia']);
    expect(screen.getByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(texts.chosen(2));
  });

  it('finds a comuna typed without accents, adds it and saves the list sorted', async () => {
    answerArea(['Ñuñoa']);
    const bodies = answerPut(({ comunas }) =>
      HttpResponse.json({ message: texts.updated, comunas }),
    );
    const { user } = renderWithProviders(<ServiceAreaEditor />);
    await loaded();
    await user.type(field(), 'maipu');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Maipú' }));
    expect(field()).toHaveAccessibleDescription(texts.chosen(2));
    expect(chips()).toEqual(['Maipú', 'Ñuñoa']);
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(bodies).toEqual([{ comunas: ['Maipú', 'Ñuñoa'] }]));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
  });

  it('takes the first match with Enter, and Enter never sends the form while searching', async () => {
    answerArea(['Ñuñoa']);
    const bodies = answerPut(({ comunas }) =>
      HttpResponse.json({ message: texts.updated, comunas }),
    );
    const { user } = renderWithProviders(<ServiceAreaEditor />);
    await loaded();
    await user.type(field(), 'las con');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Las Condes', 'Ñuñoa']);
    await user.type(field(), 'Gotham');
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Las Condes', 'Ñuñoa']);
    expect(bodies).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    answerArea(['Ñuñoa']);
    const { user } = renderWithProviders(<ServiceAreaEditor />);
    await loaded();
    await user.type(field(), 'Gotham');
    expect(await screen.findByText(texts.noMatches)).toBeInTheDocument();
  });

  it('refuses an empty list before sending anything, and shows the server’s refusal', async () => {
    answerArea(['Ñuñoa']);
    const bodies = answerPut(() =>
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: texts.repeated('Ñuñoa'),
        fields: { comunas: texts.repeated('Ñuñoa') },
      }),
    );
    const { user } = renderWithProviders(<ServiceAreaEditor />);
    await loaded();
    await user.click(field());
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(field(), 'Macul');
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Macul' }),
    );
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.repeated('Ñuñoa'))).toBeInTheDocument();
    expect(bodies).toEqual([{ comunas: ['Macul'] }]);
  });

  it('offers to try again when the list cannot be read', async () => {
    server.use(http.get(AREA, () => apiError(500, { code: 'INTERNAL_ERROR', message: 'Error' })));
    renderWithProviders(<ServiceAreaEditor />);
    // Said in the section and in a notification.
    expect(await screen.findAllByText(texts.loadFailed)).toHaveLength(2);
    expect(screen.getByRole('button', { name: commonTexts.controls.retry })).toBeInTheDocument();
  });
});
