import { format } from '@farmasi/contracts';
import { pedidosMessages as m, PEDIDOS_MAX } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, barArticulos } from '../../../db/schema/index.ts';
import { barPedidosDet, barPedidosEnc } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/baranetos/almacen';

const consultar = async (body: object) => (await admin.post(`${B}/consultar/pedidos/`, body)).json();
const cambiar = async (body: object) => (await admin.post(`${B}/pedido/estatus/`, body)).json();

/**
 * Orders of March 2020 (far from the demo's last months). Mexico City was UTC-6 then: 05:30 UTC on
 * the 10th is 23:30 of the 9th there, and 06:00 UTC on the 11th is 00:00 of the 11th.
 */
const pedidos = [
  {
    folio: 'PT-000001',
    nomCliente: 'Abarrotes Prueba Uno',
    fecha: new Date('2020-03-10T05:30:00Z'),
    estatus: 1,
  },
  {
    folio: 'PT-000002',
    nomCliente: 'Miscelánea Prueba Dos',
    fecha: new Date('2020-03-10T18:00:00Z'),
    estatus: 4,
  },
  {
    folio: 'PT-000003',
    nomCliente: 'Tienda Prueba Tres',
    fecha: new Date('2020-03-11T05:59:00Z'),
    estatus: 6,
  },
  {
    folio: 'PT-000004',
    nomCliente: 'Tienda Prueba Cuatro',
    fecha: new Date('2020-03-11T06:00:00Z'),
    estatus: 1,
  },
];
let ids: Record<string, number> = {};

beforeAll(async () => {
  const creados = await db.insert(barPedidosEnc).values(pedidos).returning();
  ids = Object.fromEntries(creados.map((p) => [p.folio, p.idPedidosEnc]));
  const articulos = await db.select().from(barArticulos).limit(2);
  await db.insert(barPedidosDet).values([
    {
      idPedidosEnc: ids['PT-000002']!,
      codArticulo: articulos[1]!.codArticulo,
      descripcion: 'Arroz 1 kg',
      cantidad: 24,
    },
    {
      idPedidosEnc: ids['PT-000002']!,
      codArticulo: articulos[0]!.codArticulo,
      descripcion: 'Frijol 1 kg',
      cantidad: 12,
    },
  ]);
});

describe('consulta-estatus-pedidos', () => {
  it('answers the status catalogue in its order', async () => {
    expect((await admin.get(`${B}/consulta-estatus-pedidos`)).json()).toEqual({
      value: true,
      message: '',
      data: [
        { estatus: 1, descripcion: 'Recibido' },
        { estatus: 2, descripcion: 'En surtido' },
        { estatus: 3, descripcion: 'Surtido' },
        { estatus: 4, descripcion: 'Enviado' },
        { estatus: 5, descripcion: 'Entregado' },
        { estatus: 6, descripcion: 'Cancelado' },
      ],
    });
  });
});

describe('consultar/pedidos', () => {
  it('reads the dates as Mexico City days and answers the newest first', async () => {
    const res = await consultar({ fechaInicial: '2020-03-10', fechaFinal: '2020-03-10', estatus: 0 });
    expect(res.value).toBe(true);
    expect(res.data).toEqual([
      {
        idPedidosEnc: ids['PT-000003'],
        folio: 'PT-000003',
        nomCliente: 'Tienda Prueba Tres',
        fecha: '2020-03-11T05:59:00.000Z',
        estatus: 6,
        estatusDescripcion: 'Cancelado',
      },
      expect.objectContaining({ folio: 'PT-000002', estatus: 4, estatusDescripcion: 'Enviado' }),
    ]);
    const dias9a11 = await consultar({ fechaInicial: '2020-03-09', fechaFinal: '2020-03-11' });
    expect(dias9a11.data.map((p: { folio: string }) => p.folio)).toEqual([
      'PT-000004',
      'PT-000003',
      'PT-000002',
      'PT-000001',
    ]);
  });

  it('filters by status (0 is every status)', async () => {
    const res = await consultar({ fechaInicial: '2020-03-01', fechaFinal: '2020-03-31', estatus: 1 });
    expect(res.data.map((p: { folio: string }) => p.folio)).toEqual(['PT-000004', 'PT-000001']);
    expect((await consultar({ fechaInicial: '2020-04-01', fechaFinal: '2020-04-30' })).data).toEqual([]);
  });

  it('refuses a start after the end, then an unknown status, in that order', async () => {
    expect(await consultar({ fechaInicial: '2020-03-12', fechaFinal: '2020-03-11', estatus: 99 })).toEqual({
      value: false,
      message: m.fechaInicialMayor,
      data: null,
    });
    expect(await consultar({ fechaInicial: '2020-03-01', fechaFinal: '2020-03-31', estatus: 99 })).toEqual({
      value: false,
      message: m.estatusNoExiste,
      data: null,
    });
  });

  it('answers 400 with a Spanish message for a date that does not exist or a missing one', async () => {
    const res = await admin.post(`${B}/consultar/pedidos`, {
      fechaInicial: '2026-02-30',
      fechaFinal: '2026-03-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'fechaInicial'");
    expect(res.json().message).toContain('La fecha no es válida (AAAA-MM-DD).');
    const lejana = await admin.post(`${B}/consultar/pedidos`, {
      fechaInicial: '2026-03-01',
      fechaFinal: '9999-12-31',
    });
    expect(lejana.statusCode).toBe(400);
    expect(lejana.json().message).toContain("'fechaFinal'");
    const sinFinal = await admin.post(`${B}/consultar/pedidos`, { fechaInicial: '2026-03-01' });
    expect(sinFinal.statusCode).toBe(400);
    expect(sinFinal.json().message).toContain("'fechaFinal'");
    const estatusMalo = await admin.post(`${B}/consultar/pedidos`, {
      fechaInicial: '2026-03-01',
      fechaFinal: '2026-03-01',
      estatus: -1,
    });
    expect(estatusMalo.statusCode).toBe(400);
    expect(estatusMalo.json().message).toContain('El estatus no es válido.');
  });

  it(`refuses a search of more than ${PEDIDOS_MAX} orders`, async () => {
    const muchos = Array.from({ length: PEDIDOS_MAX + 1 }, (_, i) => ({
      folio: `PM-${String(i).padStart(6, '0')}`,
      nomCliente: 'Cliente masivo',
      fecha: new Date(Date.UTC(2018, 5, 1, 12, i % 60)),
      estatus: 5,
    }));
    await db.insert(barPedidosEnc).values(muchos);
    expect(await consultar({ fechaInicial: '2018-06-01', fechaFinal: '2018-06-01' })).toMatchObject({
      value: false,
      message: m.demasiados,
    });
    // A status narrows it under the limit.
    expect(
      (await consultar({ fechaInicial: '2018-06-01', fechaFinal: '2018-06-01', estatus: 1 })).data,
    ).toEqual([]);
    await db.delete(barPedidosEnc).where(eq(barPedidosEnc.nomCliente, 'Cliente masivo'));
  });
});

describe('consultar/pedidos/detalle', () => {
  it('answers the lines in their captured order', async () => {
    const res = (await admin.get(`${B}/consultar/pedidos/detalle/${ids['PT-000002']}`)).json();
    expect(res).toMatchObject({ value: true });
    expect(
      res.data.map((d: { descripcion: string; cantidad: number }) => [d.descripcion, d.cantidad]),
    ).toEqual([
      ['Arroz 1 kg', 24],
      ['Frijol 1 kg', 12],
    ]);
    expect((await admin.get(`${B}/consultar/pedidos/detalle/${ids['PT-000001']}`)).json().data).toEqual([]);
  });

  it('refuses an order that does not exist, and answers 400 for an id that is not a number', async () => {
    expect((await admin.get(`${B}/consultar/pedidos/detalle/999999`)).json()).toEqual({
      value: false,
      message: m.pedidoNoExiste,
      data: null,
    });
    const res = await admin.get(`${B}/consultar/pedidos/detalle/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('idPedidosEnc');
  });
});

describe('pedido/estatus', () => {
  it('changes the status by folio (any case), records who and when, and answers the order', async () => {
    const res = await cambiar({ folio: ' pt-000001 ', estatus: 2 });
    expect(res).toEqual({
      value: true,
      message: format(m.estatusCambiado, { folio: 'PT-000001', estatus: 'En surtido' }),
      data: expect.objectContaining({ folio: 'PT-000001', estatus: 2, estatusDescripcion: 'En surtido' }),
    });
    const [guardado] = await db.select().from(barPedidosEnc).where(eq(barPedidosEnc.folio, 'PT-000001'));
    expect(guardado).toMatchObject({ estatus: 2, modificadoPor: admin.data.idUsuario });
    expect(guardado!.modificadoEn).toBeInstanceOf(Date);
    const [entrada] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'bar_pedidos_enc'), eq(auditoria.clave, String(ids['PT-000001']))));
    expect(entrada).toMatchObject({ antes: { estatus: 1 }, despues: { estatus: 2 } });
    // A cancelled order may come back: the spec shows no transitions.
    expect((await cambiar({ folio: 'PT-000003', estatus: 1 })).value).toBe(true);
  });

  it('refuses an unknown folio, then an unknown status, then the same status, changing nothing', async () => {
    expect(await cambiar({ folio: 'PT-999999', estatus: 99 })).toEqual({
      value: false,
      message: format(m.folioNoExiste, { folio: 'PT-999999' }),
      data: null,
    });
    expect(await cambiar({ folio: 'PT-000002', estatus: 99 })).toEqual({
      value: false,
      message: m.estatusNoExiste,
      data: null,
    });
    expect(await cambiar({ folio: 'PT-000002', estatus: 4 })).toEqual({
      value: false,
      message: format(m.mismoEstatus, { folio: 'PT-000002', estatus: 'Enviado' }),
      data: null,
    });
    const filas = await db
      .select({ estatus: barPedidosEnc.estatus })
      .from(barPedidosEnc)
      .where(inArray(barPedidosEnc.folio, ['PT-000002']));
    expect(filas).toEqual([{ estatus: 4 }]);
  });

  it('answers 400 with a Spanish message for a missing folio or status', async () => {
    const sinFolio = await admin.post(`${B}/pedido/estatus`, { folio: '  ', estatus: 2 });
    expect(sinFolio.statusCode).toBe(400);
    expect(sinFolio.json().message).toContain(m.folioRequerido);
    const sinEstatus = await admin.post(`${B}/pedido/estatus`, { folio: 'PT-000002', estatus: 0 });
    expect(sinEstatus.statusCode).toBe(400);
    expect(sinEstatus.json().message).toContain(m.sinEstatus);
  });
});

describe('demo data', () => {
  it('has orders in every status, each with wholesale lines', async () => {
    const demo = await db.select().from(barPedidosEnc);
    const estatus = new Set(demo.filter((p) => p.folio.startsWith('PB-')).map((p) => p.estatus));
    expect([...estatus].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const conLineas = new Set(
      (await db.selectDistinct({ id: barPedidosDet.idPedidosEnc }).from(barPedidosDet)).map((d) => d.id),
    );
    expect(demo.filter((p) => p.folio.startsWith('PB-') && !conLineas.has(p.idPedidosEnc))).toEqual([]);
  });
});
