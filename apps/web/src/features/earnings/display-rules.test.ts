import { describe, expect, it } from 'vitest';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import {
  availableNote,
  commissionLabel,
  earningStateLines,
  heldLines,
  inTransitLine,
  nextPayoutLine,
  payoutDate,
  payoutStateLines,
  showsRefunds,
} from './display-rules';

const texts = earningsTexts;
const ZONE = 'America/Santiago';

describe('the figures', () => {
  it('says the next payout on its Monday at 09:00 in Santiago, whatever the UTC offset', () => {
    // Summer time (UTC−3): 09:00 is 12:00 UTC.
    expect(nextPayoutLine('2026-11-30T12:00:00.000Z', ZONE)).toBe(
      'Se paga el lunes 30 de noviembre de 2026 a las 09:00.',
    );
    // Winter time (UTC−4): 09:00 is 13:00 UTC.
    expect(nextPayoutLine('2026-06-01T13:00:00.000Z', ZONE)).toBe(
      'Se paga el lunes 1 de junio de 2026 a las 09:00.',
    );
  });

  it('explains the minimum only below it, and a negative balance on its own', () => {
    expect(availableNote(10_000, 10_000)).toBeNull();
    expect(availableNote(25_500, 10_000)).toBeNull();
    expect(availableNote(9_999, 10_000)).toBe(texts.figures.belowMinimum('$10.000'));
    expect(availableNote(0, 10_000)).toBe(texts.figures.belowMinimum('$10.000'));
    expect(availableNote(-1_500, 10_000)).toBe(texts.figures.negative);
  });

  it('splits what is held by reason, leaving out a reason that holds nothing', () => {
    expect(heldLines({ heldForRecentService: 20_400, heldForOpenProblem: 0 })).toEqual([
      '$20.400 por las 48 horas después del servicio',
    ]);
    expect(heldLines({ heldForRecentService: 0, heldForOpenProblem: 8_500 })).toEqual([
      '$8.500 por un problema abierto',
    ]);
    expect(heldLines({ heldForRecentService: 0, heldForOpenProblem: 0 })).toEqual([]);
  });

  it('shows what is on its way only while something is', () => {
    expect(inTransitLine(0)).toBeNull();
    expect(inTransitLine(30_600)).toBe('En camino: $30.600');
  });
});

describe('a booking', () => {
  it('shows its commission with the percentage it fixed, decimals in Chilean style', () => {
    expect(commissionLabel({ commission: 5_400, commissionPercent: 15 })).toBe('$5.400 (15 %)');
    expect(commissionLabel({ commission: 3_750, commissionPercent: 12.5 })).toBe('$3.750 (12,5 %)');
  });

  it('says why a held earning is held and, for the 48 hours, from which day it is available', () => {
    const releaseAt = '2026-12-01T14:00:00.000Z';
    expect(
      earningStateLines({ state: 'held', holdReason: 'recentService', releaseAt }, ZONE),
    ).toEqual({
      label: texts.bookings.states.held,
      details: [
        texts.bookings.holdReasons.recentService,
        'Disponible desde el 1 de diciembre de 2026',
      ],
    });
    expect(
      earningStateLines({ state: 'held', holdReason: 'openProblem', releaseAt }, ZONE),
    ).toEqual({ label: 'Retenida', details: [texts.bookings.holdReasons.openProblem] });
  });

  it('labels each other state alone', () => {
    const releaseAt = '2026-12-01T14:00:00.000Z';
    const labels = (['available', 'in_payout', 'paid', 'refunded'] as const).map((state) =>
      earningStateLines({ state, holdReason: null, releaseAt }, ZONE),
    );
    expect(labels).toEqual([
      { label: 'Disponible', details: [] },
      { label: 'En un pago', details: [] },
      { label: 'Pagada', details: [] },
      { label: 'Reembolsada', details: [] },
    ]);
  });

  it('needs the refunds column only when a booking was refunded', () => {
    expect(showsRefunds([{ refunded: 0 }, { refunded: 0 }])).toBe(false);
    expect(showsRefunds([{ refunded: 0 }, { refunded: 1_000 }])).toBe(true);
    expect(showsRefunds([])).toBe(false);
  });
});

describe('a payout', () => {
  it('labels its state, and a failed one with its reason and where the money went', () => {
    expect(payoutStateLines({ status: 'pending', failureReason: null })).toEqual({
      label: 'Pendiente',
      details: [],
    });
    expect(payoutStateLines({ status: 'sent', failureReason: null }).label).toBe('Enviado');
    expect(payoutStateLines({ status: 'paid', failureReason: null }).label).toBe('Pagado');
    expect(payoutStateLines({ status: 'failed', failureReason: 'account_closed' })).toEqual({
      label: 'Fallido',
      details: ['Motivo: account_closed', texts.payouts.failedReturns],
    });
    expect(payoutStateLines({ status: 'failed', failureReason: null }).details).toEqual([
      texts.payouts.failedReturns,
    ]);
  });

  it('is dated by when it was paid or failed, else sent, else made', () => {
    const made = {
      createdAt: '2026-11-30T12:00:00.000Z',
      sentAt: null,
      settledAt: null,
      failedAt: null,
    };
    expect(payoutDate(made)).toBe(made.createdAt);
    expect(payoutDate({ ...made, sentAt: '2026-11-30T12:01:00.000Z' })).toBe(
      '2026-11-30T12:01:00.000Z',
    );
    expect(
      payoutDate({
        ...made,
        sentAt: '2026-11-30T12:01:00.000Z',
        settledAt: '2026-12-01T10:00:00.000Z',
      }),
    ).toBe('2026-12-01T10:00:00.000Z');
    expect(
      payoutDate({
        ...made,
        sentAt: '2026-11-30T12:01:00.000Z',
        failedAt: '2026-11-30T15:00:00.000Z',
      }),
    ).toBe('2026-11-30T15:00:00.000Z');
  });
});
