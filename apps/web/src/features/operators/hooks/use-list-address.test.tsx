import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import {
  listQuery,
  listSearch,
  pageParam,
  paramsAddress,
  textParam,
  useListAddress,
  type ListAddress,
} from './use-list-address';

interface Filters {
  text: string;
  kinds: string[];
}

const address: ListAddress<Filters> = {
  read: (search) => ({ text: textParam(search, 'buscar'), kinds: search.getAll('tipo') }),
  write: (filters, search) => {
    if (filters.text) search.set('buscar', filters.text);
    for (const kind of filters.kinds) search.append('tipo', kind);
  },
};

describe("a console list's address", () => {
  it('reads the page as a whole number from 2 on, else the first', () => {
    const page = (search: string) => pageParam(new URLSearchParams(search));
    expect(page('')).toBe(1);
    expect(page('pagina=3')).toBe(3);
    expect(page('pagina=1')).toBe(1);
    expect(page('pagina=0')).toBe(1);
    expect(page('pagina=-2')).toBe(1);
    expect(page('pagina=2.5')).toBe(1);
    expect(page('pagina=dos')).toBe(1);
  });

  it('reads a text filter trimmed, empty when absent', () => {
    expect(textParam(new URLSearchParams('buscar=%20ana%20'), 'buscar')).toBe('ana');
    expect(textParam(new URLSearchParams(''), 'buscar')).toBe('');
  });

  it('reads and writes filters each under its name, a choice only among its choices', () => {
    type Named = { text: string; state: '' | 'active' | 'suspended' };
    const named = paramsAddress<Named>(
      { text: 'buscar', state: 'estado' },
      { state: ['active', 'suspended'] },
    );
    expect(named.read(new URLSearchParams('estado=active&buscar=%20ana'))).toEqual({
      text: 'ana',
      state: 'active',
    });
    expect(named.read(new URLSearchParams('estado=%20active'))).toEqual({ text: '', state: '' });
    expect(named.read(new URLSearchParams('estado=otro'))).toEqual({ text: '', state: '' });
    expect(listSearch<Named>(named, { text: 'ana', state: 'suspended' }).toString()).toBe(
      'buscar=ana&estado=suspended',
    );
    expect(listSearch<Named>(named, { text: '', state: 'active' }, 2).toString()).toBe(
      'estado=active&pagina=2',
    );
  });

  it('writes the filters that are set, then the page past the first', () => {
    expect(listSearch(address, { text: 'ana', kinds: ['a', 'b'] }, 2).toString()).toBe(
      'buscar=ana&tipo=a&tipo=b&pagina=2',
    );
    expect(listSearch(address, { text: '', kinds: [] }, 1).toString()).toBe('');
  });

  it("builds the API's query from the filters that are set and the page past the first", () => {
    expect(
      listQuery<{ text?: string; kinds?: string[]; page?: number }>({ text: '', kinds: [] }, 1),
    ).toEqual({});
    expect(
      Object.entries(
        listQuery<{ text?: string; kinds?: string[]; page?: number }>(
          { text: 'ana', kinds: ['a'] },
          3,
        ),
      ),
    ).toEqual([
      ['text', 'ana'],
      ['kinds', ['a']],
      ['page', 3],
    ]);
  });

  it('keeps the filters and the page in the address, new filters starting at the first page', async () => {
    function List() {
      const { filters, page, setFilters, setPage } = useListAddress(address);
      const location = useLocation();
      return (
        <>
          <p>{`${filters.text}|${filters.kinds.join(',')}|${page}|${location.search}`}</p>
          <button onClick={() => setPage(page + 1)}>next</button>
          <button onClick={() => setFilters({ text: 'luis', kinds: [] })}>filter</button>
        </>
      );
    }
    const { user } = renderWithProviders(<List />, { route: '/lista?buscar=ana&tipo=a' });
    expect(screen.getByText('ana|a|1|?buscar=ana&tipo=a')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('ana|a|2|?buscar=ana&tipo=a&pagina=2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByText('luis||1|?buscar=luis')).toBeInTheDocument();
  });
});
