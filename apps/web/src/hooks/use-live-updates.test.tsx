import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@brillo/domain/enums';
import { agentBookingKeys, agentRatingsKey, customerBookingsKey } from './booking-keys';
import { RECONNECT_MIN_MS, useLiveUpdates } from './use-live-updates';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;

  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  emit(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  /** A lost connection the browser retries (CONNECTING) or gives up on (CLOSED). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = 2;
    this.closed = true;
  }
}

const createEventSource = (url: string) => new FakeEventSource(url) as unknown as EventSource;
const latest = () => FakeEventSource.opened.at(-1);

const agentPending = agentBookingKeys.list(['pending']);
const customerTile = [...customerBookingsKey, 'count', 'toPay'];
const customerList = [...customerBookingsKey, 'booked'];

/** A query client holding the screens' reads, each fresh until something invalidates it. */
function renderLiveUpdates(role: UserRole, checkSession = vi.fn()) {
  const queryClient = new QueryClient();
  for (const key of [agentPending, agentRatingsKey, customerTile, customerList]) {
    queryClient.setQueryData(key, []);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveUpdates(role, { checkSession, createEventSource }), {
    wrapper,
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { ...view, stale, checkSession };
}

afterEach(() => {
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

describe('useLiveUpdates', () => {
  it("opens one stream and refreshes an agent's booking lists on a booking event", () => {
    const { stale } = renderLiveUpdates('agent');
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    act(() => {
      latest()?.open();
      latest()?.emit('booking', { bookingId: 'b1', status: 'pending' });
    });
    expect(stale(agentPending)).toBe(true);
    expect(stale(agentRatingsKey)).toBe(false);
    expect(stale(customerTile)).toBe(false);
  });

  it("refreshes a customer's tiles and lists, and nothing of an agent's", () => {
    const { stale } = renderLiveUpdates('customer');
    act(() => latest()?.emit('booking', { bookingId: 'b1', status: 'accepted_pending_payment' }));
    expect(stale(customerTile)).toBe(true);
    expect(stale(customerList)).toBe(true);
    expect(stale(agentPending)).toBe(false);
  });

  it('ignores a malformed event', () => {
    const { stale } = renderLiveUpdates('customer');
    act(() => latest()?.emit('booking', { bookingId: 'b1', status: 'not-a-status' }));
    expect(stale(customerTile)).toBe(false);
  });

  it('refreshes everything on resync, and on reopening after a drop', () => {
    const agent = renderLiveUpdates('agent');
    act(() => latest()?.emit('resync', {}));
    expect(agent.stale(agentPending)).toBe(true);
    expect(agent.stale(agentRatingsKey)).toBe(true);
    agent.unmount();

    const customer = renderLiveUpdates('customer');
    act(() => latest()?.open());
    expect(customer.stale(customerTile)).toBe(false);
    act(() => {
      latest()?.fail(0);
      latest()?.open();
    });
    expect(customer.stale(customerTile)).toBe(true);
    // The browser reconnected by itself: no second stream.
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('checks the session and opens a new stream, later each time, when the browser gives up', () => {
    vi.useFakeTimers();
    const { checkSession } = renderLiveUpdates('customer');
    act(() => latest()?.fail(0));
    expect(checkSession).not.toHaveBeenCalled();
    act(() => latest()?.fail(2));
    expect(checkSession).toHaveBeenCalledOnce();
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => latest()?.fail(2));
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS));
    expect(FakeEventSource.opened).toHaveLength(3);
    // A stream that opens starts the delays over.
    act(() => {
      latest()?.open();
      latest()?.fail(2);
    });
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS));
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('closes the stream when its session ended, and opens a new one later unless unmounted', () => {
    vi.useFakeTimers();
    const { checkSession } = renderLiveUpdates('agent');
    const source = latest();
    act(() => {
      source?.emit('session-ended', {});
      source?.fail(2);
    });
    expect(source?.closed).toBe(true);
    // Not asked at once: a sign-out in this tab unmounts first, with no request left behind.
    expect(checkSession).not.toHaveBeenCalled();
    // This tab may hold a newer session (signed in again elsewhere); signing out unmounts first.
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS - 1));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes the stream when unmounted (sign-out), with no reconnection pending', () => {
    vi.useFakeTimers();
    const { unmount } = renderLiveUpdates('customer');
    const source = latest();
    act(() => source?.fail(2));
    unmount();
    expect(source?.closed).toBe(true);
    act(() => vi.advanceTimersByTime(RECONNECT_MIN_MS * 100));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
