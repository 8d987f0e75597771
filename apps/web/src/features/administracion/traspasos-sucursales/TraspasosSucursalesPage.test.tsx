import {
  traspasosMessages as m,
  type Traspaso,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { format } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { TraspasosSucursalesPage } from './TraspasosSucursalesPage';

const API = '/admin/api/traspasosSuc';
const CONSULTA = `POST ${API}/ConsultaTraspasos`;
const RECIBIR = `POST ${API}/RecibirTraspaso`;
const SUCURSALES = 'POST /admin/api/catalogos/sucursales';

const traspaso: Traspaso = {
  sIdTraspasosSucursalesEnc: '7',
  idTraspasosSucursalesEnc: 7,
  folioTraspaso: 102974,
  codSucursalOrigen: 1,
  sucursalOrigen: 'Puebla Centro',
  codSucursalDestino: 2,
  sucursalDestino: 'Cholula La Paz',
  motivo: 'Apoyo por alta demanda',
  usuarioEnvio: 'Carlos Jiménez Martínez',
  fechaTraspaso: '2026-11-20T18:00:00.000Z',
  usuarioRecibio: '',
  fechaRecibio: '1900-01-01',
  estatus: 'P',
  dias: 2,
};

const sucursales = envelope([
  { codigo: 1, descripcion: 'Puebla Centro' },
  { codigo: 2, descripcion: 'Cholula La Paz' },
]);

const setup = () =>
  renderWithProviders(<TraspasosSucursalesPage />, { route: '/farmasi/administracion/traspasos-sucursales' });

describe('TraspasosSucursalesPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1, '/farmasi/administracion/traspasos-sucursales', null, m.titulo)] });
  });

  it('loads pending transfers of the last month with PageLoad and toasts when there are none', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ traspasos: [], totalRegistros: 0 }, m.sinPendientes),
      [SUCURSALES]: sucursales,
    });
    setup();
    expect(await screen.findByText(m.sinPendientes)).toBeTruthy();
    const [body] = sentBodies(fetchMock, CONSULTA) as Record<string, unknown>[];
    expect(body).toMatchObject({
      FolioTraspaso: 0,
      CodSucursalOrigen: -1,
      CodSucursalDestino: -1,
      Estatus: 'P',
      PageLoad: true,
      Pagina: 1,
    });
    const dias =
      (Date.parse(body!.FechaRecibio as string) - Date.parse(body!.FechaTraspaso as string)) / 86_400_000;
    expect(dias).toBeGreaterThan(27);
    expect(dias).toBeLessThan(32);
  });

  it('keeps only digits in the folio and sends it on Buscar without PageLoad', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ traspasos: [traspaso], totalRegistros: 1 }),
      [SUCURSALES]: sucursales,
    });
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    const folio = screen.getByLabelText('Folio');
    await user.type(folio, '10a2-97x4');
    expect((folio as HTMLInputElement).value).toBe('102974');
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(2));
    expect(sentBodies(fetchMock, CONSULTA)[1]).toMatchObject({ FolioTraspaso: 102974, PageLoad: false });
  });

  it("searches a pasted ' 1029991234' as folio 1029991234, not 102999123 (issue 30)", async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ traspasos: [traspaso], totalRegistros: 1 }),
      [SUCURSALES]: sucursales,
    });
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    const folio = screen.getByLabelText('Folio') as HTMLInputElement;
    await user.click(folio);
    await user.paste(' 1029991234');
    expect(folio.value).toBe('1029991234');
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(2));
    expect(sentBodies(fetchMock, CONSULTA)[1]).toMatchObject({ FolioTraspaso: 1029991234 });
  });

  it('asks before receiving and shows the success message', async () => {
    const recibido = { ...traspaso, estatus: 'R', usuarioRecibio: 'Ana López' };
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ traspasos: [traspaso], totalRegistros: 1 }),
      [SUCURSALES]: sucursales,
      [RECIBIR]: envelope(recibido, format(m.recibido, { folio: 102974 })),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Recibir folio 102974' }));
    expect(await screen.findByText(format(m.deseaRecibir, { folio: 102974 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Traspaso con folio 102974 recibido correctamente')).toBeTruthy();
    expect(sentBodies(fetchMock, RECIBIR)).toEqual([{ SIdTraspasosSucursalesEnc: '7', UsuarioRecibio: 1 }]);
  });

  it('warns that an empty list cannot be exported, without calling the server', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ traspasos: [], totalRegistros: 0 }, m.sinPendientes),
      [SUCURSALES]: sucursales,
    });
    const { user } = setup();
    await screen.findByText(m.sinPendientes);
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(await screen.findByText(m.sinTraspasosExportar)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/ExportarAExcel`)).toEqual([]);
  });

  it('refreshes the list when the transfer was already received in another tab (issue 30)', async () => {
    const yaRecibido = format(m.yaRecibido, {
      folio: 102974,
      fecha: '27/nov/2026 01:15 PM',
      usuario: 'Ana López',
    });
    let recibidoEnOtra = false;
    const fetchMock = mockFetch({
      [CONSULTA]: () =>
        envelope({
          traspasos: [recibidoEnOtra ? { ...traspaso, estatus: 'R', usuarioRecibio: 'Ana López' } : traspaso],
          totalRegistros: 1,
        }),
      [SUCURSALES]: sucursales,
      [RECIBIR]: () => envelope(null, yaRecibido, false),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Recibir folio 102974' }));
    recibidoEnOtra = true;
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(yaRecibido)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Recibir folio 102974' })).toBeNull());
    expect(sentBodies(fetchMock, CONSULTA).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['31/02/2026', 'La fecha 31/02/2026 no es válida. Escríbala como DD/MM/AAAA.'],
    ['01/01/2099', 'La fecha 01/ene/2099 no se puede elegir en este campo.'],
  ])(
    'a typed %s in A warns and searches nothing with a date the user did not type (issue 30)',
    async (texto, aviso) => {
      const fetchMock = mockFetch({
        [CONSULTA]: envelope({ traspasos: [traspaso], totalRegistros: 1 }),
        [SUCURSALES]: sucursales,
      });
      const { user } = setup();
      await screen.findByRole('button', { name: 'Recibir folio 102974' });
      const a = document.getElementById('a') as HTMLInputElement;
      const antes = a.value;
      await user.click(a);
      a.setSelectionRange(0, a.value.length);
      await user.keyboard(`{Backspace}${texto}`);
      await user.click(screen.getByRole('button', { name: /Buscar/ }));
      expect(await screen.findByText(aviso)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect((document.getElementById('a') as HTMLInputElement).value).toBe(antes));
      expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(1);
    },
  );
});
