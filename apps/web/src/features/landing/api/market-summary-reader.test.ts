import { describe, it } from 'vitest';
import { MarketSummarySchema } from '@brillo/domain/contracts/market-summary';
import { expectSameReading } from '../../../../test/reader-agreement';
import { marketSummaryOf } from './market-summary-reader';

const summary = {
  agents: 12,
  comunas: ['Las Condes', 'Ñuñoa'],
  minHourlyRate: 7000,
  rating: { average: 4.6, count: 23 },
};

describe('the landing figures read by hand', () => {
  it('reads what the contract reads and refuses what it refuses', () => {
    expectSameReading(marketSummaryOf, MarketSummarySchema, {
      valid: [
        summary,
        { ...summary, extra: true, rating: { ...summary.rating, extra: 1 } },
        { agents: 0, comunas: [], minHourlyRate: null, rating: { average: null, count: 0 } },
        { ...summary, rating: { average: 1, count: 1 } },
        { ...summary, rating: { average: 5, count: 1 } },
      ],
      invalid: [
        null,
        [],
        'figures',
        {},
        { ...summary, agents: -1 },
        { ...summary, agents: 1.5 },
        { ...summary, agents: '12' },
        { ...summary, comunas: 'Ñuñoa' },
        { ...summary, comunas: ['Ñuñoa', 3] },
        { ...summary, minHourlyRate: 0 },
        { ...summary, minHourlyRate: 7000.5 },
        { ...summary, minHourlyRate: undefined },
        { ...summary, rating: null },
        { ...summary, rating: { average: 0.9, count: 1 } },
        { ...summary, rating: { average: 5.1, count: 1 } },
        { ...summary, rating: { average: '4', count: 1 } },
        { ...summary, rating: { average: 4, count: -1 } },
        { ...summary, rating: { average: 4 } },
      ],
    });
  });
});
