import { diasInternacionalesPantalla } from '@farmasi/contracts/catalogos/dias-internacionales';
import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { AccionesFila } from './AccionesFila';
import { accionHistorial, BotonHistorial } from './Historial';
import { cambiosVisibles, valorLegible } from './HistorialLista';

const URL = '/admin/api/sistemas/historial?pantalla=1301&tabla=cat_dias_internacionales&clave=5';
const ETIQUETAS = { titulo: 'Título', fecha: 'Fecha (MM-DD)' };

const entrada = (id: number, e: Partial<EntradaHistorial> = {}): EntradaHistorial => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo: 'cambio',
  cambios: [{ campo: 'titulo', antes: `Viejo ${id}`, despues: `Nuevo ${id}` }],
  ...e,
});
const pagina = (entradas: EntradaHistorial[], totalRegistros = entradas.length, p = 1) =>
  envelope({ entradas, totalRegistros, pagina: p, porPagina: 10 });

const abrir = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Historial de Día de la Amistad' }));
  return screen.findByRole('dialog', { name: 'Historial de Día de la Amistad' });
};

describe('Historial (kit)', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(Grid, 'useBreakpoint').mockReturnValue({ md: true });
  });
  afterEach(() => vi.restoreAllMocks());

  const fila = (
    <AccionesFila
      titulo="Acciones"
      acciones={[
        accionHistorial({
          pantalla: diasInternacionalesPantalla,
          clave: 5,
          etiquetas: ETIQUETAS,
          titulo: 'Día de la Amistad',
        }),
      ]}
    />
  );

  it('a row action opens the record history: who, when, each labelled field before → after', async () => {
    mockFetch({
      [`GET ${URL}&pagina=1`]: pagina([
        entrada(3, {
          cambios: [
            { campo: 'modificadoEn', antes: '2026-01-01T00:00:00Z', despues: '2026-11-28T19:15:00Z' },
            { campo: 'fecha', antes: '07-30', despues: '07-31' },
            { campo: 'titulo', antes: 'Amistad', despues: 'Día de la Amistad' },
          ],
        }),
        entrada(2, {
          usuario: '',
          nombre: '',
          cambios: [{ campo: 'modificadoEn', antes: null, despues: 'x' }],
        }),
        entrada(1, { tipo: 'alta', cambios: [{ campo: 'titulo', antes: null, despues: 'Amistad' }] }),
      ]),
    });
    const { user } = renderWithProviders(fila);
    const dialogo = await abrir(user);
    const items = await within(dialogo).findAllByRole('listitem');
    const [primera] = within(dialogo).getAllByText('Ana Pérez (admin)');
    expect(primera).toBeDefined();
    // Labelled fields only, in the order of the labels; the audit column stays hidden.
    expect(items.map((i) => i.textContent)).toContain('Título: Amistad → Día de la Amistad');
    expect(items.map((i) => i.textContent)).toContain('Fecha (MM-DD): 07-30 → 07-31');
    expect(dialogo.textContent).not.toContain('modificadoEn');
    expect(within(dialogo).getByText('Sistema')).toBeDefined();
    expect(
      within(dialogo).getByText('Cambió datos internos del registro que esta pantalla no muestra.'),
    ).toBeDefined();
    expect(items.map((i) => i.textContent)).toContain('Título: Amistad');
    expect(within(dialogo).getByText('Alta')).toBeDefined();
    expect(within(dialogo).getAllByText('Cambio')).toHaveLength(2);
    // The row's button is not left busy while the dialog stays open.
    await waitFor(() => expect(document.querySelector('.ant-btn-loading')).toBeNull());
  });

  it('pages on the server', async () => {
    const fetch = mockFetch({
      [`GET ${URL}&pagina=1`]: pagina(
        Array.from({ length: 10 }, (_, i) => entrada(12 - i)),
        12,
      ),
      [`GET ${URL}&pagina=2`]: pagina([entrada(2), entrada(1)], 12, 2),
    });
    const { user } = renderWithProviders(fila);
    const dialogo = await abrir(user);
    expect(await within(dialogo).findByText('Total: 12 registros')).toBeDefined();
    expect(within(dialogo).getByText('Nuevo 12')).toBeDefined();
    await user.click(within(dialogo).getByTitle('2'));
    expect(await within(dialogo).findByText('Nuevo 1')).toBeDefined();
    expect(within(dialogo).queryByText('Nuevo 12')).toBeNull();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain(`${URL}&pagina=2`);
  });

  it('says so when the record has no entries', async () => {
    mockFetch({ [`GET ${URL}&pagina=1`]: pagina([]) });
    const { user } = renderWithProviders(fila);
    const dialogo = await abrir(user);
    expect(await within(dialogo).findByText('Este registro no tiene cambios registrados.')).toBeDefined();
    expect(within(dialogo).getAllByRole('button', { name: 'Cerrar' }).length).toBeGreaterThan(0);
  });

  it('shows the server refusal in Spanish (the button, for screens without row actions)', async () => {
    mockFetch({
      [`GET ${URL}&pagina=1`]: json(envelope(null, 'No tiene permiso para esta operación', false), 403),
    });
    const { user } = renderWithProviders(
      <BotonHistorial
        pantalla={diasInternacionalesPantalla}
        clave={5}
        etiquetas={ETIQUETAS}
        titulo="Día de la Amistad"
      />,
    );
    const boton = screen.getByRole('button', { name: 'Historial de Día de la Amistad' });
    await user.click(boton);
    expect(await screen.findByText('No tiene permiso para esta operación')).toBeDefined();
  });

  it('reads a field’s value the screen’s own way (a code as its name), never an empty one', async () => {
    mockFetch({
      [`GET ${URL}&pagina=1`]: pagina([
        entrada(1, {
          cambios: [
            { campo: 'titulo', antes: '1', despues: '2' },
            { campo: 'fecha', antes: null, despues: '07-31' },
          ],
        }),
      ]),
    });
    const { user } = renderWithProviders(
      <BotonHistorial
        pantalla={diasInternacionalesPantalla}
        clave={5}
        etiquetas={ETIQUETAS}
        valores={{ titulo: (v) => (v === '1' ? 'Uno' : 'Dos'), fecha: () => 'nunca' }}
        titulo="Día de la Amistad"
      />,
    );
    const dialogo = await abrir(user);
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Título: Uno → Dos');
    expect(items).toContain('Fecha (MM-DD): (vacío) → nunca');
  });

  it('reads a catalogue first when asked (cargarValores), and opens with the codes if it cannot', async () => {
    mockFetch({
      [`GET ${URL}&pagina=1`]: pagina([
        entrada(1, { cambios: [{ campo: 'titulo', antes: '1', despues: '2' }] }),
      ]),
    });
    const { user } = renderWithProviders(
      <>
        <BotonHistorial
          pantalla={diasInternacionalesPantalla}
          clave={5}
          etiquetas={ETIQUETAS}
          titulo="Día de la Amistad"
          cargarValores={async () => ({ titulo: (v) => (v === '1' ? 'Uno' : 'Dos') })}
        />
        <BotonHistorial
          pantalla={diasInternacionalesPantalla}
          clave={5}
          etiquetas={ETIQUETAS}
          titulo="Día sin catálogo"
          cargarValores={() => Promise.reject(new Error('sin red'))}
        />
      </>,
    );
    const dialogo = await abrir(user);
    expect((await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent)).toContain(
      'Título: Uno → Dos',
    );
    await user.click(within(dialogo).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Historial de Día de la Amistad' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Historial de Día sin catálogo' }));
    const otro = await screen.findByRole('dialog', { name: 'Historial de Día sin catálogo' });
    expect((await within(otro).findAllByRole('listitem')).map((i) => i.textContent)).toContain(
      'Título: 1 → 2',
    );
  });

  it('shows values as a user reads them', () => {
    expect(valorLegible(null)).toBe('(vacío)');
    expect(valorLegible('  ')).toBe('(vacío)');
    expect(valorLegible('2026-11-28')).toMatch(/^28\/nov/i);
    expect(valorLegible('abc')).toBe('abc');
    expect(valorLegible('[1,2]')).toBe('1, 2');
    expect(valorLegible('[]')).toBe('(vacío)');
    expect(valorLegible('{"calle":"Reforma","numInterior":""}')).toBe('calle: Reforma');
    expect(
      cambiosVisibles(
        [
          { campo: 'titulo', antes: 'a', despues: 'b' },
          { campo: 'x', antes: 'a', despues: 'b' },
          { campo: 'fecha', antes: 'a', despues: 'b' },
        ],
        ETIQUETAS,
      ).map((c) => c.campo),
    ).toEqual(['titulo', 'fecha']);
  });
});
