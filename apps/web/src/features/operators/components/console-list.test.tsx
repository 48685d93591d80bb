import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { answerPublicConfig } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ApiError } from '@/lib/api-client';
import { ConsoleList } from './console-list';

const texts = {
  title: 'Cosas',
  intro: 'Todas las cosas.',
  loading: 'Cargando las cosas…',
  error: 'No pudimos cargar las cosas.',
  empty: 'No hay cosas.',
};

/** A list whose read answers `read()`; a 404 stands for the console's refusal. */
function List({ read, apiMessage }: { read: () => Promise<string[]>; apiMessage?: boolean }) {
  const list = useQuery({ queryKey: ['things'], queryFn: read });
  return (
    <ConsoleList
      list={list}
      texts={texts}
      titleId="things-title"
      apiMessage={apiMessage}
      refusal={(error) => (error?.status === 404 ? <h1>No existe</h1> : null)}
      filters={<p>Filtros</p>}
      isEmpty={(things) => things.length === 0}
    >
      {(things, timeZone) => <p>{`${things.join(', ')} (${timeZone})`}</p>}
    </ConsoleList>
  );
}

describe('a page of a console list', () => {
  beforeEach(() => server.use(answerPublicConfig()));

  it('shows its title, intro and filters, says it is loading, then shows the page', async () => {
    let answer: (things: string[]) => void = () => undefined;
    renderWithProviders(
      <List read={() => new Promise<string[]>((resolve) => (answer = resolve))} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: texts.title })).toHaveAttribute(
      'id',
      'things-title',
    );
    expect(screen.getByText(texts.intro)).toBeInTheDocument();
    expect(screen.getByText('Filtros')).toBeInTheDocument();
    expect(await screen.findByText(texts.loading)).toBeInTheDocument();
    answer(['a', 'b']);
    expect(await screen.findByText('a, b (America/Santiago)')).toBeInTheDocument();
    expect(document.title).toContain(texts.title);
  });

  it('says when the page is empty', async () => {
    renderWithProviders(<List read={() => Promise.resolve([])} />);
    expect(await screen.findByText(texts.empty)).toHaveAttribute('role', 'status');
  });

  it("says the API's message when the read fails, or its own when told so", async () => {
    const fail = () => Promise.reject(new ApiError(500, 'INTERNAL_ERROR', 'Falló el servidor.'));
    const { unmount } = renderWithProviders(<List read={fail} />);
    expect(await screen.findByText('Falló el servidor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: commonTexts.controls.retry })).toBeInTheDocument();
    unmount();
    renderWithProviders(<List read={fail} apiMessage={false} />);
    expect(await screen.findByText(texts.error)).toBeInTheDocument();
  });

  it("shows the console's refusal instead of the page", async () => {
    renderWithProviders(
      <List read={() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'No encontrado.'))} />,
    );
    expect(await screen.findByRole('heading', { name: 'No existe' })).toBeInTheDocument();
    expect(screen.queryByText(texts.title)).toBeNull();
  });
});
