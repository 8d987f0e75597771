import { CONTEOS_INICIO, pantallaDeConteo } from '@farmasi/contracts/generales/inicio';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';
import { ConteosRecordados } from './recordados.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const URL = '/generales/inicio/conteos';

type Conteo = { clave: string; total: number; desde: string | null };
const conteos = async (s: { get: (u: string) => Promise<{ statusCode: number; json(): unknown }> }) => {
  const res = await s.get(URL);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Conteo[] }).data;
};
const total = (lista: Conteo[], clave: string) => lista.find((c) => c.clave === clave)?.total;
const uno = async (consulta: string) =>
  Number((await rowsOf<{ n: number }>(db, sql.raw(consulta)))[0]?.n ?? 0);

describe('GET /generales/inicio/conteos', () => {
  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: `/admin/api${URL}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ value: false });
  });

  it('gives an administrator every count, read from the screens’ tables', async () => {
    const lista = await conteos(admin);
    expect(lista.map((c) => c.clave)).toEqual([...CONTEOS_INICIO]);
    expect(total(lista, 'articulosPendientes')).toBe(
      await uno('select count(*)::int as n from cat_articulos_difarmer where pendiente'),
    );
    expect(total(lista, 'traspasosPorRecibir')).toBe(
      await uno(`select count(*)::int as n from traspasos_sucursales_enc where estatus = 'P'`),
    );
    expect(total(lista, 'facturasEnRevision')).toBe(
      await uno(`select count(*)::int as n from facturas_proveedores where estatus = 'ER'`),
    );
    expect(total(lista, 'pagosEnProceso')).toBe(
      await uno(`select count(*)::int as n from facturas_proveedores_pago_enc where estatus = 'PP'`),
    );
    expect(total(lista, 'comprobantesSinTimbrar')).toBe(
      await uno('select count(*)::int as n from comprobantes_pago where not timbrado'),
    );
    // A list filtered by date gets the oldest waiting item's day, so its link shows them all.
    const traspasos = lista.find((c) => c.clave === 'traspasosPorRecibir')!;
    if (traspasos.total > 0) expect(traspasos.desde).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lista.find((c) => c.clave === 'articulosPendientes')!.desde).toBeNull();
  });

  it('computes only the counts of the screens the user may open now', async () => {
    const consulta = await signIn(app, 'consulta');
    expect(await conteos(consulta)).toEqual([]);
    await otorgarPantalla(db, consulta.data.idUsuario, pantallaDeConteo.facturasEnRevision.url);
    await otorgarPantalla(db, consulta.data.idUsuario, pantallaDeConteo.comprobantesSinTimbrar.url);
    await vi.waitFor(async () =>
      expect((await conteos(consulta)).map((c) => c.clave)).toEqual([
        'facturasEnRevision',
        'comprobantesSinTimbrar',
      ]),
    );
  });

  it('remembers a count until its data changes: an audited write or a data set’s version', async () => {
    const antes = await conteos(admin);
    // Written behind the server's back (no audit entry, no version): the remembered count stays.
    const [factura] = await rowsOf<{ id: number }>(
      db,
      sql`update facturas_proveedores set estatus = 'ER'
           where id_facturas_proveedores = (select min(id_facturas_proveedores) from facturas_proveedores
                                             where estatus <> 'ER')
       returning id_facturas_proveedores as id`,
    );
    expect(factura).toBeDefined();
    expect(total(await conteos(admin), 'facturasEnRevision')).toBe(total(antes, 'facturasEnRevision'));
    // Any audited write moves the audit log: the count is read again.
    await db.execute(
      sql`insert into auditoria (metodo, ruta, tabla, clave) values ('POST', '/prueba', 'facturas_proveedores', ${String(factura!.id)})`,
    );
    expect(total(await conteos(admin), 'facturasEnRevision')).toBe(total(antes, 'facturasEnRevision')! + 1);
    // The pending flag's table raises the 'articulos' version (trigger): seen at once.
    await db.execute(
      sql`update cat_articulos_difarmer set pendiente = not pendiente
           where cod_articulo = (select min(cod_articulo) from cat_articulos_difarmer where pendiente)`,
    );
    await vi.waitFor(async () =>
      expect(total(await conteos(admin), 'articulosPendientes')).toBe(
        total(antes, 'articulosPendientes')! - 1,
      ),
    );
  });
});

describe('ConteosRecordados', () => {
  it('reads a count at most once a minute while its version stays, and shares a read under way', async () => {
    let reloj = 0;
    const recordados = new ConteosRecordados(() => reloj);
    const leer = vi.fn(async () => ({ total: leer.mock.calls.length, desde: null }));
    const [a, b] = await Promise.all([
      recordados.obtener('pagosEnProceso', 'v1', leer),
      recordados.obtener('pagosEnProceso', 'v1', leer),
    ]);
    expect(a).toBe(b);
    reloj = 59_999;
    expect((await recordados.obtener('pagosEnProceso', 'v1', leer)).total).toBe(1);
    expect(leer).toHaveBeenCalledTimes(1);
    reloj = 60_000;
    expect((await recordados.obtener('pagosEnProceso', 'v1', leer)).total).toBe(2);
    expect((await recordados.obtener('pagosEnProceso', 'v2', leer)).total).toBe(3);
    expect(leer).toHaveBeenCalledTimes(3);
  });
});
