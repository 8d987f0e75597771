import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '../teclas.testutil';
import { BuscadorArticulo, BuscadorLicenciatario, BuscadorSucursal } from '.';

const SUCURSALES = 'POST /admin/api/catalogos/sucursales';

describe('finders', () => {
  beforeEach(() => {
    signIn();
  });

  it('asks the server once the user pauses, under one query key, and hands back the item', async () => {
    const fetchMock = mockFetch({
      [SUCURSALES]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === 'cen'
            ? [{ codigo: 12, descripcion: 'CENTRO' }]
            : [{ codigo: 1, descripcion: 'ALAMEDA' }],
        ),
    });
    const onChange = vi.fn();
    const { user, queryClient } = renderWithProviders(<BuscadorSucursal onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Buscar sucursal por código o nombre' }), 'cen');
    await user.click(await screen.findByText('12 - CENTRO'));
    expect(onChange).toHaveBeenCalledWith(12, { codigo: 12, descripcion: 'CENTRO' });
    // The catalogue on open, then the paused text: never one call per keystroke.
    expect(sentBodies(fetchMock, SUCURSALES)).toEqual([{ buscar: '' }, { buscar: 'cen' }]);
    expect(queryClient.getQueryData(['buscador', 'sucursal', '', 'cen'])).toEqual([
      { codigo: 12, descripcion: 'CENTRO' },
    ]);
  });

  it('keeps the label of a value given from elsewhere, and offers fixed options', async () => {
    mockFetch({ [SUCURSALES]: envelope([{ codigo: 1, descripcion: 'ALAMEDA' }]) });
    renderWithProviders(
      <BuscadorSucursal
        value={7}
        etiquetaInicial="7 - NORTE"
        opcionesFijas={[{ value: -1, label: 'Todas' }]}
        onChange={() => {}}
      />,
    );
    expect(await screen.findByText('7 - NORTE')).toBeTruthy();
  });

  it('finds the label of a code given by the URL that the first answer does not hold', async () => {
    mockFetch({
      [SUCURSALES]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === '36'
            ? [{ codigo: 36, descripcion: 'MÉRIDA DEL VALLE' }]
            : [{ codigo: 1, descripcion: 'ALAMEDA' }],
        ),
    });
    renderWithProviders(<BuscadorSucursal value={36} onChange={() => {}} />);
    expect(await screen.findByText('36 - MÉRIDA DEL VALLE')).toBeTruthy();
  });

  it('says when nothing was found, and asks nothing for an empty text when a minimum is set', async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/abrir-pagina-licenciatarios/buscar-licenciatarios/zz': envelope([]),
    });
    const Picker = () => {
      const [v, setV] = useState<number | null>(null);
      return <BuscadorLicenciatario value={v} onChange={(c) => setV(c)} />;
    };
    const { user } = renderWithProviders(<Picker />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), 'zz');
    expect(await screen.findByText('No hay licenciatarios que coincidan')).toBeTruthy();
  });
});

const LICENCIATARIOS = 'GET /admin/api/abrir-pagina-licenciatarios/buscar-licenciatarios';
const PRODUCTOS = 'GET /admin/api/buscadores/buscar-productos';
const ana = { idEmpleados: 5, usuario: 'asanchez', nombre: 'Ana Sánchez', sucursales: [] };
const luis = { idEmpleados: 9, usuario: 'lgutierrez', nombre: 'Luis Gutiérrez', sucursales: [] };

/** What the finder shows as chosen (its box, not the list). */
const mostrado = () => document.querySelector('.ant-select-content')?.textContent;

/** An answer the test releases when it wants (a slow server). */
const diferida = <T,>() => {
  let soltar: (v: T) => void = () => {};
  const promesa = new Promise<T>((r) => {
    soltar = r;
  });
  return { promesa, soltar };
};

/** A finder holding its value, as a screen does; onChange sees every choice. */
const conValor = (
  Buscador: typeof BuscadorLicenciatario | typeof BuscadorArticulo | typeof BuscadorSucursal,
  props: {
    inicial?: number | null;
    etiquetaInicial?: string;
    opcionesFijas?: { value: number; label: string }[];
  },
  onChange: (codigo: number | null, item: unknown) => void,
) => {
  const Picker = () => {
    const [v, setV] = useState<number | null>(props.inicial ?? null);
    const B = Buscador as typeof BuscadorSucursal;
    return (
      <B
        value={v}
        etiquetaInicial={props.etiquetaInicial}
        opcionesFijas={props.opcionesFijas}
        onChange={(c, item) => {
          setV(c);
          onChange(c, item);
        }}
      />
    );
  };
  return <Picker />;
};

describe('finders: Enter takes the match of the text as typed (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("Enter right after the last key waits for that text's answer: never the previous search's option", async () => {
    const lenta = diferida<unknown>();
    const fetchMock = mockFetch({
      [`${LICENCIATARIOS}/sanchez`]: envelope([ana]),
      [`${LICENCIATARIOS}/lgutierrez`]: () => lenta.promesa,
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorLicenciatario, {}, onChange));
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'sanchez');
    expect(await screen.findByText('asanchez - Ana Sánchez')).toBeTruthy();
    await user.clear(input);
    // Within the pause: the list still shows Ana (the earlier search), and Enter comes at once.
    await user.type(input, 'lgutierrez{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    // Enter sent the search without waiting for the pause, once.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/admin/api/abrir-pagina-licenciatarios/buscar-licenciatarios/lgutierrez`,
        expect.anything(),
      ),
    );
    lenta.soltar(envelope([luis]));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9, luis));
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mostrado()).toBe('lgutierrez - Luis Gutiérrez'));
  });

  it('Tab right after the last key (a scanner set to end with Tab) takes the match too, not a stale option', async () => {
    mockFetch({
      [`${LICENCIATARIOS}/sanchez`]: envelope([ana]),
      [`${LICENCIATARIOS}/lgutierrez`]: envelope([luis]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorLicenciatario, {}, onChange));
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'sanchez');
    expect(await screen.findByText('asanchez - Ana Sánchez')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'lgutierrez{Tab}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9, luis));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a slow answer of the earlier text that comes after Enter is not taken', async () => {
    const lenta = diferida<unknown>();
    const fetchMock = mockFetch({
      [`${LICENCIATARIOS}/sanchez`]: () => lenta.promesa,
      [`${LICENCIATARIOS}/lgutierrez`]: envelope([luis]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorLicenciatario, {}, onChange));
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'sanchez');
    // The pause passes: 'sanchez' is asked, its answer is slow.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.clear(input);
    await user.type(input, 'lgutierrez{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9, luis));
    lenta.soltar(envelope([ana]));
    await new Promise((r) => setTimeout(r, 50));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalledWith(5, expect.anything());
  });

  it("a scanner's burst (13 digits within 50 ms, then Enter) replaces the chosen article with the scanned one", async () => {
    const aspirina = { codigo: 100004, descripcion: 'ASPIRINA 500 MG' };
    const fetchMock = mockFetch({ [`${PRODUCTOS}/7501234567890`]: envelope([aspirina]) });
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      conValor(BuscadorArticulo, { inicial: 101980, etiquetaInicial: '101980 - PARACETAMOL' }, onChange),
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.click(input);
    // The burst in the app's time: the clock stands still while the 13 digits and Enter arrive (a
    // scanner's keys are ~3 ms apart; happy-dom draws each key far slower than Chromium would).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const rafaga = userEvent.setup({ delay: null }).keyboard('7501234567890{Enter}');
      await vi.advanceTimersByTimeAsync(50);
      await rafaga;
      expect(fetchMock).not.toHaveBeenCalledWith(
        expect.stringMatching(/buscar-productos\/7\d{0,11}$/),
        expect.anything(),
      );
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(100004, aspirina));
    expect(onChange).toHaveBeenCalledTimes(1);
    // One call, for the whole code: not one per digit.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/admin/api/buscadores/buscar-productos/7501234567890',
    ]);
    await waitFor(() => expect(mostrado()).toBe('100004 - ASPIRINA 500 MG'));
  });

  it('the article whose code is the typed text wins over the first option', async () => {
    mockFetch({
      [`${PRODUCTOS}/100004`]: envelope([
        { codigo: 1000041, descripcion: 'ASPIRINA 100 MG' },
        { codigo: 100004, descripcion: 'ASPIRINA 500 MG' },
      ]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorArticulo, {}, onChange));
    await user.type(screen.getByRole('combobox'), '100004');
    expect(await screen.findByText('1000041 - ASPIRINA 100 MG')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(100004, { codigo: 100004, descripcion: 'ASPIRINA 500 MG' }),
    );
  });

  it('the arrows through the current answer, then Enter, take the highlighted option', async () => {
    mockFetch({
      [`${PRODUCTOS}/aspirina`]: envelope([
        { codigo: 1000041, descripcion: 'ASPIRINA 100 MG' },
        { codigo: 100004, descripcion: 'ASPIRINA 500 MG' },
      ]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorArticulo, {}, onChange));
    await user.type(screen.getByRole('combobox'), 'aspirina');
    expect(await screen.findByText('100004 - ASPIRINA 500 MG')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(100004, { codigo: 100004, descripcion: 'ASPIRINA 500 MG' }),
    );
  });

  it("a fixed option ('Todas') is not taken for a text it does not hold (issue 24)", async () => {
    mockFetch({
      [SUCURSALES]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === 'queretaro'
            ? [{ codigo: 36, descripcion: 'QUERÉTARO CENTRO' }]
            : [{ codigo: 1, descripcion: 'ALAMEDA' }],
        ),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      conValor(BuscadorSucursal, { inicial: -1, opcionesFijas: [{ value: -1, label: 'Todas' }] }, onChange),
    );
    await user.type(screen.getByRole('combobox'), 'queretaro');
    expect(await screen.findByText('36 - QUERÉTARO CENTRO')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(36, { codigo: 36, descripcion: 'QUERÉTARO CENTRO' }),
    );
  });

  it('with no match Enter chooses nothing: the list says so and the typed text stays', async () => {
    mockFetch({
      [`${LICENCIATARIOS}/sanchez`]: envelope([ana]),
      [`${LICENCIATARIOS}/zz`]: envelope([]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(conValor(BuscadorLicenciatario, {}, onChange));
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'sanchez');
    await user.click(await screen.findByText('asanchez - Ana Sánchez'));
    expect(onChange).toHaveBeenCalledWith(5, ana);
    await user.type(input, 'zz{Enter}');
    expect(await screen.findByText('No hay licenciatarios que coincidan')).toBeTruthy();
    // Ana is neither chosen again nor silently kept as if Enter had confirmed her: the text stays.
    expect(input.value).toBe('zz');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
