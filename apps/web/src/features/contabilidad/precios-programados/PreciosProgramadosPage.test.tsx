import {
  preciosProgramadosMessages as m,
  type PrecioArticulo,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { PreciosProgramadosPage } from './PreciosProgramadosPage';

const ARTICULOS = 'GET /admin/api/proveedores/5/0';
const MARCAS = 'GET /admin/api/proveedores/marcasproveedor/5';
const PENDIENTES = 'GET /admin/api/proveedores/preciosPendientesDeEnviar';
const GUARDAR = 'POST /admin/api/proveedores/preciosProgramadosGuardar';
const PROVEEDORES = 'GET /admin/api/catalogos/proveedores';

const fila = (id: number, descripcion: string, o: Partial<PrecioArticulo> = {}): PrecioArticulo => ({
  idCatArticulosProveedoresCostosEnc: id,
  codArticulo: 1000 + id,
  descripcion,
  marca: 'Pisa',
  proveedor: 'Nadro',
  costoActual: 10,
  precioPublicoActual: 15,
  nuevoCosto: 10,
  precioPublico: 15,
  fechaInicio: '1900-01-01',
  pendiente: false,
  ...o,
});
const filas = [
  fila(1, 'Amoxicilina 500 mg'),
  fila(2, 'Ácido fólico', {
    pendiente: true,
    nuevoCosto: 11,
    fechaInicio: dayjs().add(3, 'day').format('YYYY-MM-DD'),
  }),
];
const rutas = (extra: Record<string, unknown> = {}) => ({
  [ARTICULOS]: envelope(filas),
  [MARCAS]: envelope([{ idCatProveedoresMarcasEnc: 3, nombre: 'Pisa' }]),
  // The supplier catalogue (002 §7): the select lists it on open and labels the URL's supplier.
  [PROVEEDORES]: envelope([
    { codigo: 5, descripcion: 'Nadro' },
    { codigo: 7, descripcion: 'Farmacéutica del Bajío' },
    { codigo: 9, descripcion: 'Casa Saba' },
  ]),
  ...extra,
});
const setup = () =>
  renderWithProviders(<PreciosProgramadosPage />, {
    route: '/farmasi/catalogos/proveedores/preciosprogramados?proveedor=5',
  });
/** The open dialog that shows the text (antd keeps closed ones in the page). */
const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};
const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;

describe('PreciosProgramadosPage', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it('shows pending rows red, turns an edited row red, and says when nothing changed', async () => {
    mockFetch(rutas());
    const { user } = setup();
    await screen.findByText('Amoxicilina 500 mg');
    expect(filaDe('Ácido fólico').style.color).not.toBe('');
    expect(filaDe('Amoxicilina 500 mg').style.color).toBe('');
    expect(screen.getByText(m.leyenda)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(m.sinCambios)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const costo = screen.getByLabelText('Nuevo costo de Amoxicilina 500 mg (Pisa)');
    await user.clear(costo);
    await user.type(costo, '12a.5');
    expect((costo as HTMLInputElement).value).toBe('12.5');
    expect(filaDe('Amoxicilina 500 mg').style.color).not.toBe('');
  });

  it('asks for the start date first, then confirms with the count and saves the changed rows', async () => {
    const fetchMock = mockFetch(
      rutas({ [GUARDAR]: envelope({ guardados: 1, aplicadosHoy: 0 }, m.guardados) }),
    );
    const { user } = setup();
    await screen.findByText('Amoxicilina 500 mg');
    const costo = screen.getByLabelText('Nuevo costo de Amoxicilina 500 mg (Pisa)');
    await user.clear(costo);
    await user.type(costo, '12.5');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(`${m.fechaRequerida} (Amoxicilina 500 mg)`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const manana = dayjs().add(1, 'day');
    await user.type(
      screen.getByLabelText('Fecha de inicio de Amoxicilina 500 mg (Pisa)'),
      `${manana.format('DD/MM/YYYY')}{Enter}`,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await user.click(within(await dialogoCon(m.confirmar(1))).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.guardados)).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([
        {
          codProveedor: 5,
          datosPrecios: [
            {
              idCatArticulosProveedoresCostosEnc: 1,
              fechaInicio: manana.format('YYYY-MM-DD'),
              nuevoCosto: 12.5,
              precioPublico: 15,
            },
          ],
        },
      ]),
    );
  });

  it('lists every supplier as the select opens, before anything is typed, and typed text picks one (issue 24)', async () => {
    const fetchMock = mockFetch({
      ...rutas(),
      'GET /admin/api/proveedores/7/0': envelope([fila(8, 'Naproxeno 250 mg')]),
      'GET /admin/api/proveedores/marcasproveedor/7': envelope([]),
    });
    const { user } = renderWithProviders(<PreciosProgramadosPage />, {
      route: '/farmasi/catalogos/proveedores/preciosprogramados',
    });
    const select = screen.getByRole('combobox', { name: 'Proveedor' });
    await user.click(select);
    expect(await screen.findByText('5 - Nadro')).toBeTruthy();
    expect(screen.getByText('7 - Farmacéutica del Bajío')).toBeTruthy();
    expect(screen.getByText('9 - Casa Saba')).toBeTruthy();
    expect(sentBodies(fetchMock, PROVEEDORES)).toHaveLength(1);
    await user.type(select, 'farmaceutica{Enter}');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-content')?.textContent).toBe('7 - Farmacéutica del Bajío'),
    );
    expect(await screen.findByText('Naproxeno 250 mg', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("labels the URL's supplier with its name", async () => {
    mockFetch(rutas());
    setup();
    await screen.findByText('Amoxicilina 500 mg');
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent).toBe('5 - Nadro'));
  });

  it("lists every pending price with the total in 'Cambios pendientes'", async () => {
    mockFetch(
      rutas({
        [PENDIENTES]: envelope([
          {
            idPrecioProgramado: 4,
            proveedor: 'Nadro',
            codArticulo: 1002,
            descripcion: 'Ácido fólico',
            costoActual: 10,
            nuevoCosto: 11,
            precioPublico: 16,
            fechaInicio: '2026-12-01',
          },
        ]),
      }),
    );
    const { user } = setup();
    await screen.findByText('Amoxicilina 500 mg');
    await user.click(screen.getByRole('button', { name: 'Cambios pendientes' }));
    const modal = await dialogoCon('Precios pendientes de aplicar');
    expect(await within(modal).findByText('Nadro')).toBeTruthy();
    expect(within(modal).getByText('Total: 1 registro')).toBeTruthy();
    expect(within(modal).getByText('01/dic/2026')).toBeTruthy();
  });
});
