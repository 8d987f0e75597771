import { EXPORTAR_MAX, traspasosMessages as m } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { describe, expect, it } from 'vitest';
import { ENCABEZADOS } from './excel.ts';
import { abrirTraspasos, DAY, DETALLE, EXPORTAR, filtros, leerXlsx } from './traspasos.fixtures.ts';

const { admin, consultar, pendiente } = await abrirTraspasos();

// A transfer's lines and the Excel export.

describe('GET /traspasosSuc/ConTraspasosDetalle/:id', () => {
  it('lists the lines: article snapshot, quantity, cost, quantity × cost, expiry and lot', async () => {
    const t = await pendiente();
    const body = (await admin.get(`${DETALLE}/${t.sIdTraspasosSucursalesEnc}`)).json();
    expect(body.value).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const l of body.data) {
      expect(l).toEqual({
        codArticulo: expect.any(Number),
        descArticulo: expect.any(String),
        cantidad: expect.any(Number),
        costo: expect.any(Number),
        importe: expect.any(Number),
        fechaCaducidad: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lote: expect.stringMatching(/^[A-Z]{2}\d{6}$/),
      });
      expect(l.importe).toBeCloseTo(l.cantidad * l.costo, 4);
    }
  });

  it('refuses an unknown transfer and answers 400 for an id that is not a number', async () => {
    expect((await admin.get(`${DETALLE}/999999999`)).json()).toEqual({
      value: false,
      message: m.noExiste,
      data: null,
    });
    const res = await admin.get(`${DETALLE}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'id'");
  });
});

describe('POST /traspasosSuc/ExportarAExcel', () => {
  it('exports every filtered transfer to a real .xlsx with the headers and one row each', async () => {
    const extra = { Estatus: 'T', FechaTraspaso: new Date(Date.now() - 10 * DAY).toISOString() };
    const lista = (await consultar({ ...extra, TamanoPagina: 200 })).data!;
    for (let pagina = 2; lista.traspasos.length < lista.totalRegistros; pagina++)
      lista.traspasos.push(
        ...(await consultar({ ...extra, TamanoPagina: 200, Pagina: pagina })).data!.traspasos,
      );
    expect(lista.totalRegistros).toBeGreaterThan(200);
    const body = (await admin.post(EXPORTAR, filtros(extra))).json();
    expect(body).toMatchObject({ value: true, message: m.exportado });
    const rows = await leerXlsx(body.data);
    expect(rows[0]).toEqual(ENCABEZADOS);
    expect(rows).toHaveLength(lista.totalRegistros + 1);
    const [first] = lista.traspasos;
    const row = rows[1]!;
    expect(row.slice(0, 5)).toEqual([
      first!.folioTraspaso,
      first!.sucursalOrigen,
      first!.sucursalDestino,
      first!.motivo,
      first!.usuarioEnvio,
    ]);
    expect(row[5]).toBeInstanceOf(Date);
    expect(row[8]).toBe(first!.estatus === 'R' ? 'Recibido' : 'Pendiente');
    expect(row[9]).toBe(first!.dias);
    expect(rows.slice(1).map((r) => r[0])).toEqual(lista.traspasos.map((t) => t.folioTraspaso));
  });

  it('exports only the ticked transfers when ids are given', async () => {
    const lista = (await consultar({ Estatus: 'T', TamanoPagina: 5 })).data!;
    const marcados = [lista.traspasos[1]!, lista.traspasos[3]!];
    const body = (
      await admin.post(
        EXPORTAR,
        filtros({ Estatus: 'T', sIdTraspasosSucursales: marcados.map((t) => t.sIdTraspasosSucursalesEnc) }),
      )
    ).json();
    const rows = await leerXlsx(body.data);
    expect(rows.slice(1).map((r) => r[0])).toEqual(marcados.map((t) => t.folioTraspaso));
  });

  it("refuses an empty list with the spec's message and keeps the screen's rules", async () => {
    const vacio = {
      FechaTraspaso: '2020-01-01T00:00:00.000-06:00',
      FechaRecibio: '2020-01-31T23:59:59.999-06:00',
    };
    expect((await admin.post(EXPORTAR, filtros(vacio))).json()).toEqual({
      value: false,
      message: m.sinTraspasosExportar,
      data: null,
    });
    expect(
      (await admin.post(EXPORTAR, filtros({ CodSucursalOrigen: 4, CodSucursalDestino: 4 }))).json().message,
    ).toBe(m.mismaSucursal);
    const demasiados = Array.from({ length: EXPORTAR_MAX + 1 }, (_, i) => String(i + 1));
    expect((await admin.post(EXPORTAR, filtros({ sIdTraspasosSucursales: demasiados }))).statusCode).toBe(
      400,
    );
  });
});
