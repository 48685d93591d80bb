import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createSlots,
  deleteSlot,
  listSlots,
  updateSlot,
  type AgentSlot,
  type AgentSlotsPage,
} from '@brillo/domain/contracts/slots';
import { callApi } from './api-client';
import type { Answer, CallOptions } from './endpoint-call';

const slot = { startTime: '2026-12-07T09:00-03:00', endTime: '2026-12-07T11:00-03:00' };

/**
 * Calls that do not match their endpoint's definition. The type checker (`npm run typecheck`)
 * proves each is refused: an unused `@ts-expect-error` is itself an error. Never run.
 */
function callsOffTheirDefinition() {
  // @ts-expect-error a body is required
  void callApi(createSlots);
  // @ts-expect-error a body of another shape
  void callApi(createSlots, { body: { slot: [slot] } });
  // @ts-expect-error a row without its end
  void callApi(createSlots, { body: { slots: [{ startTime: slot.startTime }] } });
  // @ts-expect-error the path's `:id` is missing
  void callApi(updateSlot, { body: { ...slot, status: 'available' } });
  // @ts-expect-error a status the agent cannot set
  void callApi(updateSlot, { params: { id: 's1' }, body: { ...slot, status: 'accepted' } });
  // @ts-expect-error the list reads no body
  void callApi(listSlots, { body: { slots: [] } });
  // @ts-expect-error a query name the list does not read
  void callApi(listSlots, { query: { page: 2 } });
  // @ts-expect-error the deletion reads no query
  void callApi(deleteSlot, { params: { id: 's1' }, query: { after: 'x' } });
}

describe('callApi', () => {
  it('refuses, as a type error, a call off its definition', () => {
    expect(callsOffTheirDefinition).toBeTypeOf('function');
  });

  it('takes what the definition reads, optional when nothing in it is required', () => {
    expectTypeOf<CallOptions<typeof updateSlot>>().toHaveProperty('params');
    expectTypeOf<{ signal?: AbortSignal }>().toExtend<CallOptions<typeof listSlots>>();
    expectTypeOf<{ body: { slots: (typeof slot)[] } }>().toExtend<
      CallOptions<typeof createSlots>
    >();
  });

  it('answers the output of the definition’s success answers', () => {
    expectTypeOf<Answer<typeof listSlots>>().toEqualTypeOf<AgentSlotsPage>();
    expectTypeOf<Answer<typeof createSlots>>().toEqualTypeOf<{ slots: AgentSlot[] }>();
    expectTypeOf<Answer<typeof deleteSlot>>().toEqualTypeOf<null>();
  });
});
