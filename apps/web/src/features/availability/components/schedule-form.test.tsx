import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentSlot } from '@brillo/domain/contracts/slots';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatDayHeading, formatSlotRange } from '@brillo/domain/zoned-time';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost } from '../../../../test/server';
import { ScheduleForm } from './schedule-form';

const texts = availabilityTexts.schedules;
const ZONE = 'America/Santiago';

function renderForm() {
  const onCreated = vi.fn();
  const view = renderWithProviders(<ScheduleForm timeZone={ZONE} onCreated={onCreated} />);
  return { ...view, onCreated };
}

/** The fieldset of row `position` (1-based), by its legend. */
function row(position: number) {
  return screen.getByRole('group', { name: texts.rowLabel(position) });
}

/** A date or time input of a row, by its label (they have no textbox role). */
function field(position: number, label: string): HTMLInputElement {
  return within(row(position)).getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

/** Types a row as a person picks the values (date and time pickers set the whole value). */
function fillRow(position: number, date: string, start: string, end: string) {
  fireEvent.change(field(position, texts.date), { target: { value: date } });
  fireEvent.change(field(position, texts.start), { target: { value: start } });
  fireEvent.change(field(position, texts.end), { target: { value: end } });
}

function createdAnswer(slots: { startTime: string; endTime: string }[]) {
  const created: AgentSlot[] = slots.map((slot, index) => ({
    id: `slot-${index}`,
    startTime: new Date(slot.startTime).toISOString(),
    endTime: new Date(slot.endTime).toISOString(),
    status: 'available',
  }));
  return HttpResponse.json({ slots: created }, { status: 201 });
}

describe('ScheduleForm', () => {
  // The form checks decision 21's rules against the clock: the tests' dates stay ahead of it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends two rows as instants on Chile’s clock, then says so, resets and moves on', async () => {
    const bodies = answerPost('/api/agents/slots', () =>
      createdAnswer([
        { startTime: '2026-12-07T09:00-03:00', endTime: '2026-12-07T13:00-03:00' },
        { startTime: '2026-12-08T22:00-03:00', endTime: '2026-12-09T02:00-03:00' },
      ]),
    );
    const { user, onCreated } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(screen.getByRole('button', { name: texts.addRow }));
    fillRow(2, '2026-12-08', '22:00', '02:00');
    expect(field(2, texts.end)).toHaveAccessibleDescription(texts.endsNextDay);
    expect(screen.getByRole('heading', { name: texts.preview(2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(bodies).toEqual([
      {
        slots: [
          { startTime: '2026-12-07T09:00-03:00', endTime: '2026-12-07T13:00-03:00' },
          { startTime: '2026-12-08T22:00-03:00', endTime: '2026-12-09T02:00-03:00' },
        ],
      },
    ]);
    expect(await screen.findByText(texts.success)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: texts.rowLabel(2) })).not.toBeInTheDocument();
    expect(field(1, texts.date)).toHaveValue('');
  });

  it('asks for the missing fields and sends nothing', async () => {
    const bodies = answerPost('/api/agents/slots', () => createdAnswer([]));
    const { user } = renderForm();

    fireEvent.change(field(1, texts.date), { target: { value: '2026-12-07' } });
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expectFieldError(field(1, texts.start), availabilityTexts.rules.required);
    expectFieldError(field(1, texts.end), availabilityTexts.rules.required);
    expect(field(1, texts.start)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a start in the hour September skips, before sending', async () => {
    const bodies = answerPost('/api/agents/slots', () => createdAnswer([]));
    const { user } = renderForm();

    fillRow(1, '2026-09-06', '00:30', '03:00');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expectFieldError(field(1, texts.start), availabilityTexts.rules.skippedHour);
    expect(bodies).toEqual([]);
  });

  it('marks each refused row with its reason; every row keeps what was typed', async () => {
    const bodies = answerPost('/api/agents/slots', () =>
      apiError(409, {
        code: 'SLOT_OVERLAP',
        message: availabilityTexts.rules.overlapsExisting,
        fields: { 'slots.1': availabilityTexts.rules.overlapsExisting },
      }),
    );
    const { user, onCreated } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(screen.getByRole('button', { name: texts.addRow }));
    fillRow(2, '2026-12-08', '09:00', '13:00');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() =>
      expectFieldError(field(2, texts.start), availabilityTexts.rules.overlapsExisting),
    );
    expect(field(2, texts.start)).toHaveFocus();
    expect(field(1, texts.start)).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText(texts.failure)).toBeInTheDocument();
    expect(field(1, texts.date)).toHaveValue('2026-12-07');
    expect(field(2, texts.date)).toHaveValue('2026-12-08');
    expect(field(2, texts.end)).toHaveValue('13:00');
    expect(bodies).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('removes a row and renumbers the others', async () => {
    const { user } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(screen.getByRole('button', { name: texts.addRow }));
    fillRow(2, '2026-12-08', '10:00', '14:00');
    await user.click(screen.getByRole('button', { name: texts.removeRow(1) }));

    expect(field(1, texts.date)).toHaveValue('2026-12-08');
    expect(screen.queryByRole('group', { name: texts.rowLabel(2) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.removeRow(1) })).not.toBeInTheDocument();
  });

  it('repeats a row every week until a date, lists the slots first and sends them all', async () => {
    const bodies = answerPost('/api/agents/slots', () => createdAnswer([]));
    const { user } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(within(row(1)).getByRole('checkbox', { name: texts.repeatWeekly }));
    fireEvent.change(field(1, texts.repeatUntil), { target: { value: '2026-12-28' } });

    const preview = screen.getByRole('heading', { name: texts.preview(4) }).closest('section');
    const items = within(preview as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      formatSlotRange('2026-12-07T12:00Z', '2026-12-07T16:00Z', ZONE),
      formatSlotRange('2026-12-14T12:00Z', '2026-12-14T16:00Z', ZONE),
      formatSlotRange('2026-12-21T12:00Z', '2026-12-21T16:00Z', ZONE),
      formatSlotRange('2026-12-28T12:00Z', '2026-12-28T16:00Z', ZONE),
    ]);
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      slots: ['07', '14', '21', '28'].map((day) => ({
        startTime: `2026-12-${day}T09:00-03:00`,
        endTime: `2026-12-${day}T13:00-03:00`,
      })),
    });
  });

  it('names the refused week of a repeated row', async () => {
    answerPost('/api/agents/slots', () =>
      apiError(409, {
        code: 'SLOT_OVERLAP',
        message: availabilityTexts.rules.overlapsExisting,
        fields: { 'slots.2': availabilityTexts.rules.overlapsExisting },
      }),
    );
    const { user } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(within(row(1)).getByRole('checkbox', { name: texts.repeatWeekly }));
    fireEvent.change(field(1, texts.repeatUntil), { target: { value: '2026-12-28' } });
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() =>
      expectFieldError(
        field(1, texts.start),
        texts.occurrence(
          formatSlotRange('2026-12-21T12:00Z', '2026-12-21T16:00Z', ZONE),
          availabilityTexts.rules.overlapsExisting,
        ),
      ),
    );
  });

  it('refuses a weekly row that runs past the 90 days, naming the week, and sends nothing', async () => {
    const bodies = answerPost('/api/agents/slots', () => createdAnswer([]));
    const { user } = renderForm();

    fillRow(1, '2026-12-07', '09:00', '13:00');
    await user.click(within(row(1)).getByRole('checkbox', { name: texts.repeatWeekly }));
    fireEvent.change(field(1, texts.repeatUntil), { target: { value: '2031-12-31' } });
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expectFieldError(
      field(1, texts.start),
      texts.occurrence(
        formatDayHeading('2027-03-01', 'America/Santiago'),
        availabilityTexts.rules.tooFarAhead,
      ),
    );
    expect(bodies).toEqual([]);
  });

  it('refuses a start in the past before sending', async () => {
    const bodies = answerPost('/api/agents/slots', () => createdAnswer([]));
    const { user } = renderForm();

    fillRow(1, '2026-11-20', '09:00', '13:00');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expectFieldError(field(1, texts.start), availabilityTexts.rules.past);
    expect(bodies).toEqual([]);
  });
});
