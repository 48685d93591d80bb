import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { LoadingState } from './load-states';
import classes from './reveal-together.module.css';

/** After this long the parts show as they are, each with its own loading state. */
export const REVEAL_AT_MOST_AFTER_MS = 3000;

/**
 * How long the reads rest before the parts show: time for a part that an answer brings to start its
 * own reads.
 */
const SETTLE_MS = 50;

/** The pages whose parts each cache has shown once: with its data kept, they show at once again. */
const shownBefore = new WeakMap<QueryClient, Set<string>>();

function pagesShownBy(client: QueryClient): Set<string> {
  let pages = shownBefore.get(client);
  if (!pages) {
    pages = new Set();
    shownBefore.set(client, pages);
  }
  return pages;
}

/** The reads under way that have no answer yet: what the page's first screen is waiting for. */
function unansweredReads(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .filter((query) => query.state.fetchStatus === 'fetching');
}

/**
 * True while the build renders a signed-in frame (ADR-086): the page's first screen before any of
 * its reads, which the app renders anew over once it starts. The parts are left out of it: they
 * would show nothing but their loading states, and the build's date in the calendar.
 */
export const RenderingFrame = createContext(false);

/**
 * The parts of a first visit waiting to mount (`InTurn`): one at a time, each in a commit of its
 * own, the next a task after the last one committed. Mounted together, the hidden parts of the
 * customer's dashboard made one commit of about 40 ms (unthrottled, on these 2-core machines):
 * every part's DOM, effects and reads at once.
 */
class PartTurns {
  private readonly waiting: (() => void)[] = [];
  /** The part mounting now: its turn ends when it has committed, or if it goes away first. */
  private current: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  /** Queues a part's mount; the function returned ends its wait, or its turn. */
  take(mount: () => void): () => void {
    this.waiting.push(mount);
    this.next();
    return () => {
      const index = this.waiting.indexOf(mount);
      if (index >= 0) this.waiting.splice(index, 1);
      if (this.current === mount) this.done();
    };
  }

  /** The part whose turn it was has committed: the next one mounts in a task of its own. */
  private done(): void {
    this.current = null;
    setTimeout(() => this.next());
  }

  /** True while a part is still to mount. */
  get pending(): boolean {
    return this.current !== null || this.waiting.length > 0;
  }

  /** Calls `listener` each time the last waiting part has mounted. */
  onEmpty(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private next(): void {
    if (this.current) return;
    const mount = this.waiting.shift();
    if (!mount) {
      for (const listener of this.listeners) listener();
      return;
    }
    this.current = mount;
    mount();
  }
}

const Turns = createContext<PartTurns | null>(null);

/**
 * A part of a `RevealTogether`, mounted in its turn on a first visit (`PartTurns`), while the parts
 * are hidden; at once on a later visit, and outside a `RevealTogether`.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const turns = use(Turns);
  const [mounted, setMounted] = useState(turns === null);
  useEffect(() => {
    if (mounted || !turns) return;
    // Ended by the commit that mounts the part (this effect's clean-up), or by its unmounting.
    return turns.take(() => startTransition(() => setMounted(true)));
  }, [mounted, turns]);
  return mounted ? children : null;
}

interface RevealTogetherProps {
  /** Which page this is: once shown, its parts show at once on later visits (cached data). */
  page: string;
  /** The line shown while waiting (after a short delay), e.g. 'Cargando tu dashboard…'. */
  waitingText: string;
  children: ReactNode;
}

/**
 * A page's parts, shown together once the reads they started on the first visit have answered
 * (each with its data or its error), with one loading line until then. Shown one by one, each
 * part growing from its loading line to its content would push the parts under it down while
 * the person reads or reaches for them (layout shift). The parts are rendered, hidden, right
 * after the page's first screen, so their reads start at once; those wrapped in `InTurn` one
 * after another. Each still shows its own error, and its own loading state when something takes
 * longer than `REVEAL_AT_MOST_AFTER_MS`.
 */
export function RevealTogether(props: RevealTogetherProps) {
  if (use(RenderingFrame)) return <WaitingLine text={props.waitingText} />;
  return <Revealed {...props} />;
}

function WaitingLine({ text }: { text: string }) {
  return (
    <div className={classes.waiting}>
      <LoadingState text={text} />
    </div>
  );
}

function Revealed({ page, waitingText, children }: RevealTogetherProps) {
  const client = useQueryClient();
  const [shown, setShown] = useState(() => pagesShownBy(client).has(page));
  // On a later visit the parts mount at once, shown with the data the cache kept.
  const [turns] = useState(() => (shown ? null : new PartTurns()));
  // On a first visit the parts mount in a render of their own, a transition, after the page's
  // first screen is committed: mounted with it, every part's render, effects and reads made that
  // commit one long task (about 120 ms on the customer's dashboard, the processor slowed 4 times).
  const [partsMounted, setPartsMounted] = useState(shown);
  useEffect(() => {
    if (!partsMounted) startTransition(() => setPartsMounted(true));
  }, [partsMounted]);

  useEffect(() => {
    if (shown) {
      pagesShownBy(client).add(page);
      return;
    }
    // The parts' reads start as they mount: wait for them from then on.
    if (!partsMounted) return;
    let waiting: Query[] = [];
    let settling: ReturnType<typeof setTimeout> | undefined;
    const show = () => setShown(true);
    // The parts are shown once no read is left unanswered a moment after the last answer: a part
    // that an answer brings may start reads of its own, which are then waited for in turn.
    const settle = () => {
      settling = undefined;
      waiting = unansweredReads(client);
      if (waiting.length === 0 && !turns?.pending) show();
    };
    const onChange = () => {
      if (settling || waiting.some((query) => query.state.status === 'pending')) return;
      settling = setTimeout(settle, SETTLE_MS);
    };
    // The reads of the whole page start as its components' effects run, the parents' after
    // this one's: they are looked at a moment from now.
    const stopListening = client.getQueryCache().subscribe(onChange);
    // A part mounted last without a read of its own changes nothing in the cache.
    const stopWaitingForTurns = turns?.onEmpty(onChange);
    onChange();
    const atMost = setTimeout(show, REVEAL_AT_MOST_AFTER_MS);
    return () => {
      clearTimeout(settling);
      clearTimeout(atMost);
      stopListening();
      stopWaitingForTurns?.();
    };
  }, [client, page, shown, partsMounted, turns]);

  return (
    <>
      {shown ? null : <WaitingLine text={waitingText} />}
      <div hidden={!shown} aria-busy={shown ? undefined : true}>
        <Turns value={turns}>{partsMounted ? children : null}</Turns>
      </div>
    </>
  );
}
