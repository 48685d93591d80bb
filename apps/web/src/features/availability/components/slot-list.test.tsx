import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentSlot, AgentSlotsPage } from '@brillo/domain/contracts/slots';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatSlotRange, formatSlotTimes } from '@brillo/domain/zoned-time';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { SlotList } from './slot-list';

const texts = availabilityTexts.list;
const ZONE = 'America/Santiago';
const LIST = '/api/agents/slots/availability';

const monday: AgentSlot = {
  id: 'slot-1',
  startTime: '2026-12-07T12:00:00.000Z',
  endTime: '2026-12-07T16:00:00.000Z',
  status: 'available',
};
const mondayNight: AgentSlot = {
  id: 'slot-2',
  // 22:00 on Monday in Santiago, already Tuesday in UTC.
  startTime: '2026-12-08T01:00:00.000Z',
  endTime: '2026-12-08T05:00:00.000Z',
  status: 'not available',
};
const tuesday: AgentSlot = {
  id: 'slot-3',
  startTime: '2026-12-08T12:00:00.000Z',
  endTime: '2026-12-08T16:00:00.000Z',
  status: 'available',
};

/** Answers the list with `pages`, by the `after` cursor; returns the `after` values asked. */
function answerPages(pages: Record<string, AgentSlotsPage>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(LIST, ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      asked.push(after);
      return HttpResponse.json(pages[after ?? 'first']);
    }),
  );
  return asked;
}

/** A text as Testing Library compares it: ICU's narrow and thin spaces read as plain spaces. */
function asRead(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function renderList() {
  return renderWithProviders(<SlotList timeZone={ZONE} />);
}

function card(slot: AgentSlot) {
  return screen.getByRole('article', { name: formatSlotRange(slot.startTime, slot.endTime, ZONE) });
}

describe('SlotList', () => {
  // Edits are checked against the clock (decision 21): the tests' slots stay ahead of it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is loading, then shows the empty state with a way to add slots', async () => {
    server.use(
      http.get(LIST, async () => {
        await delay(50);
        return HttpResponse.json({ slots: [], nextCursor: null });
      }),
    );
    renderList();

    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.addMore })).toHaveAttribute('href', '/schedules');
  });

  it("groups slots by the day they start in Santiago and loads more with the server's cursor", async () => {
    const asked = answerPages({
      first: { slots: [monday, mondayNight], nextCursor: 'cursor-2' },
      'cursor-2': { slots: [tuesday], nextCursor: null },
    });
    const { user } = renderList();

    const mondaySection = (await screen.findByRole('heading', { name: 'lunes, 7 de diciembre' }))
      .parentElement as HTMLElement;
    expect(within(mondaySection).getAllByRole('article')).toHaveLength(2);
    expect(card(monday)).toHaveTextContent(
      asRead(formatSlotTimes(monday.startTime, monday.endTime, ZONE)),
    );
    expect(card(mondayNight)).toHaveTextContent(availabilityTexts.status['not available']);
    expect(screen.queryByRole('heading', { name: 'martes, 8 de diciembre' })).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.loadMore }));

    expect(await screen.findByRole('heading', { name: 'martes, 8 de diciembre' })).toBeVisible();
    expect(card(tuesday)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.loadMore })).toBeNull();
    expect(asked).toEqual([null, 'cursor-2']);
  });

  it('tells in a toast when the slots cannot be loaded', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({}, { status: 503 })));
    renderList();

    expect(await screen.findAllByText(texts.loadFailed)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: texts.retry })).toBeInTheDocument();
  });

  it('edits a slot inline and sends the new times as instants with the status', async () => {
    answerPages({ first: { slots: [monday], nextCursor: null } });
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${LIST}/:id`, async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...monday, endTime: '2026-12-07T17:00:00.000Z' });
      }),
    );
    const { user } = renderList();

    const when = formatSlotRange(monday.startTime, monday.endTime, ZONE);
    await user.click(await screen.findByRole('button', { name: texts.editLabel(when) }));
    const editor = screen.getByRole('form', { name: texts.edit });
    const start = within(editor).getByLabelText(new RegExp(`^${texts.start}`));
    const end = within(editor).getByLabelText(new RegExp(`^${texts.end}`));
    expect(start).toHaveValue('09:00');
    expect(end).toHaveValue('13:00');
    fireEvent.change(end, { target: { value: '14:00' } });
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: texts.status }),
      availabilityTexts.status['not available'],
    );
    await user.click(within(editor).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: 'slot-1',
        body: {
          startTime: '2026-12-07T09:00-03:00',
          endTime: '2026-12-07T14:00-03:00',
          status: 'not available',
        },
      },
    ]);
  });

  it("shows the server's refusal on the field and in a toast, keeping what was typed", async () => {
    answerPages({ first: { slots: [monday], nextCursor: null } });
    server.use(
      http.patch(`${LIST}/:id`, () =>
        apiError(409, {
          code: 'SLOT_OVERLAP',
          message: availabilityTexts.rules.overlapsExisting,
          fields: { startTime: availabilityTexts.rules.overlapsExisting },
        }),
      ),
    );
    const { user } = renderList();

    const when = formatSlotRange(monday.startTime, monday.endTime, ZONE);
    await user.click(await screen.findByRole('button', { name: texts.editLabel(when) }));
    const editor = screen.getByRole('form', { name: texts.edit });
    const end = within(editor).getByLabelText(new RegExp(`^${texts.end}`));
    const start = within(editor).getByLabelText(new RegExp(`^${texts.start}`));
    fireEvent.change(end, { target: { value: '14:00' } });
    await user.click(within(editor).getByRole('button', { name: texts.save }));

    await waitFor(() => expectFieldError(start, availabilityTexts.rules.overlapsExisting));
    expect(screen.getAllByText(availabilityTexts.rules.overlapsExisting).length).toBeGreaterThan(1);
    expect(end).toHaveValue('14:00');
  });

  it('refuses a change that breaks a rule before sending it', async () => {
    answerPages({ first: { slots: [monday], nextCursor: null } });
    const patched: unknown[] = [];
    server.use(
      http.patch(`${LIST}/:id`, ({ params }) => {
        patched.push(params.id);
        return HttpResponse.json(monday);
      }),
    );
    const { user } = renderList();

    const when = formatSlotRange(monday.startTime, monday.endTime, ZONE);
    await user.click(await screen.findByRole('button', { name: texts.editLabel(when) }));
    const editor = screen.getByRole('form', { name: texts.edit });
    const end = within(editor).getByLabelText(new RegExp(`^${texts.end}`));
    const start = within(editor).getByLabelText(new RegExp(`^${texts.start}`));
    fireEvent.change(end, { target: { value: '23:00' } });
    await user.click(within(editor).getByRole('button', { name: texts.save }));

    await waitFor(() => expectFieldError(start, availabilityTexts.rules.tooLong));
    expect(patched).toEqual([]);
    expect(end).toHaveValue('23:00');
  });

  it('deletes a slot only after the confirmation', async () => {
    answerPages({ first: { slots: [monday], nextCursor: null } });
    const deleted: unknown[] = [];
    server.use(
      http.delete(`${LIST}/:id`, ({ params }) => {
        deleted.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderList();

    const when = formatSlotRange(monday.startTime, monday.endTime, ZONE);
    await user.click(await screen.findByRole('button', { name: texts.deleteLabel(when) }));
    let dialog = screen.getByRole('dialog', { name: texts.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(asRead(texts.deleteConfirm(when)));
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(deleted).toEqual([]);

    answerPages({ first: { slots: [], nextCursor: null } });
    await user.click(screen.getByRole('button', { name: texts.deleteLabel(when) }));
    dialog = screen.getByRole('dialog', { name: texts.deleteConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.confirmDelete }));

    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(deleted).toEqual(['slot-1']);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('says why a booked slot cannot be deleted, and keeps it', async () => {
    answerPages({ first: { slots: [monday], nextCursor: null } });
    server.use(
      http.delete(`${LIST}/:id`, () =>
        apiError(409, { code: 'SLOT_BOOKED', message: availabilityTexts.errors.booked }),
      ),
    );
    const { user } = renderList();

    const when = formatSlotRange(monday.startTime, monday.endTime, ZONE);
    await user.click(await screen.findByRole('button', { name: texts.deleteLabel(when) }));
    await user.click(screen.getByRole('button', { name: texts.confirmDelete }));

    expect(await screen.findByText(availabilityTexts.errors.booked)).toBeInTheDocument();
    expect(card(monday)).toBeInTheDocument();
  });
});
