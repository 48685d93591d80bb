import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InTurn, REVEAL_AT_MOST_AFTER_MS, RevealTogether } from './reveal-together';

/** A read whose answer the test gives: `answer(value)` or `fail()`. */
function controlledRead() {
  let answer: (value: string) => void = () => {};
  let fail: () => void = () => {};
  const read = () =>
    new Promise<string>((resolve, reject) => {
      answer = resolve;
      fail = () => reject(new Error('no'));
    });
  return { read, answer: (value: string) => answer(value), fail: () => fail() };
}

function Part({ name, read }: { name: string; read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['part', name], queryFn: read });
  if (query.isPending) return <p>Cargando {name}…</p>;
  if (query.isError) return <p>Falló {name}</p>;
  return <p>{query.data}</p>;
}

function Page({ reads }: { reads: Record<string, () => Promise<string>> }) {
  return (
    <RevealTogether page="prueba" waitingText="Cargando la página…">
      {Object.entries(reads).map(([name, read]) => (
        <InTurn key={name}>
          <Part name={name} read={read} />
        </InTurn>
      ))}
    </RevealTogether>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RevealTogether', () => {
  it('shows the parts together once every first read has answered, with its data or its error', async () => {
    const first = controlledRead();
    const second = controlledRead();
    renderWithProviders(<Page reads={{ uno: first.read, dos: second.read }} />);
    expect(screen.getByText('Cargando la página…')).toBeInTheDocument();
    expect(screen.getByText('Cargando uno…')).not.toBeVisible();

    expect(await screen.findByText('Cargando dos…')).not.toBeVisible();
    await act(async () => first.answer('Primero listo'));
    expect(await screen.findByText('Primero listo')).not.toBeVisible();
    expect(screen.getByText('Cargando la página…')).toBeInTheDocument();

    await act(async () => second.fail());
    await waitFor(() => expect(screen.getByText('Falló dos')).toBeVisible());
    expect(screen.getByText('Primero listo')).toBeVisible();
    expect(screen.queryByText('Cargando la página…')).not.toBeInTheDocument();
  });

  it('waits also for the reads of a part that an answer brings', async () => {
    const first = controlledRead();
    const later = controlledRead();
    function Chained() {
      const query = useQuery({ queryKey: ['primero'], queryFn: first.read });
      return query.data ? <Part name="después" read={later.read} /> : null;
    }
    renderWithProviders(
      <RevealTogether page="prueba" waitingText="Cargando la página…">
        <Chained />
      </RevealTogether>,
    );
    await act(async () => first.answer('listo'));
    expect(await screen.findByText('Cargando después…')).not.toBeVisible();
    await act(async () => later.answer('Después listo'));
    await waitFor(() => expect(screen.getByText('Después listo')).toBeVisible());
  });

  it('shows the parts as they are, each with its own loading state, when a read takes too long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slow = controlledRead();
    renderWithProviders(<Page reads={{ lento: slow.read }} />);
    expect(screen.getByText('Cargando lento…')).not.toBeVisible();
    await act(async () => vi.advanceTimersByTime(REVEAL_AT_MOST_AFTER_MS));
    expect(screen.getByText('Cargando lento…')).toBeVisible();
    expect(screen.queryByText('Cargando la página…')).not.toBeInTheDocument();
  });

  it('mounts the parts in turn, each in a commit of its own, and shows them once all have', async () => {
    const partsAtEachMount: number[] = [];
    function Counted({ name }: { name: string }) {
      useLayoutEffect(() => {
        partsAtEachMount.push(document.querySelectorAll('[data-part]').length);
      }, []);
      return <p data-part="">{name}</p>;
    }
    renderWithProviders(
      <RevealTogether page="prueba" waitingText="Cargando la página…">
        {['uno', 'dos', 'tres'].map((name) => (
          <InTurn key={name}>
            <Counted name={name} />
          </InTurn>
        ))}
      </RevealTogether>,
    );
    expect(screen.queryByText('tres')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('tres')).toBeVisible());
    expect(partsAtEachMount).toEqual([1, 2, 3]);
    expect(screen.getByText('uno')).toBeVisible();
    expect(screen.queryByText('Cargando la página…')).not.toBeInTheDocument();
  });

  it('mounts a part in turn at once outside a RevealTogether', () => {
    renderWithProviders(
      <InTurn>
        <p>Solo</p>
      </InTurn>,
    );
    expect(screen.getByText('Solo')).toBeVisible();
  });

  it('shows the parts at once on a later visit, with the data the cache kept', async () => {
    const read = controlledRead();
    const { queryClient, unmount } = renderWithProviders(<Page reads={{ uno: read.read }} />);
    await act(async () => read.answer('Listo'));
    await waitFor(() => expect(screen.getByText('Listo')).toBeVisible());
    unmount();

    renderWithProviders(<Page reads={{ uno: read.read }} />, { queryClient });
    expect(screen.getByText('Listo')).toBeVisible();
    expect(screen.queryByText('Cargando la página…')).not.toBeInTheDocument();
  });
});
