import { messages } from '@farmasi/contracts';
import {
  proveedoresPermitidosMessages as m,
  type Relacion,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/session.ts';
import { catProveedores } from '../../../db/schema/index.ts';
import { abrirProveedoresPermitidos, B, fila } from './proveedores-permitidos-sucursal.fixtures.ts';

const t = await abrirProveedoresPermitidos();
const { app, admin } = t;
const compararEs = (a: string, b: string) => a.localeCompare(b, 'es');

describe('permissions and schemas', () => {
  const llamadas = [
    ['GET', `${B}/obtener-proveedores`],
    ['GET', `${B}/obtener-proveedores-permitidos/1/2`],
    ['GET', `${B}/obtener-sucursales/1/2`],
    ['POST', `${B}/eliminar-relacion-sucursal/`],
    ['POST', `${B}/guardar-sucursales/`],
  ] as const;

  it('answers 401 without a session and 403 to a user without the screen, on every call', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const [metodo, url] of llamadas) {
      const sin = await app.inject({ method: metodo, url: `/admin/api${url}`, payload: [] as never });
      expect(sin.statusCode, url).toBe(401);
      const res = metodo === 'GET' ? await cajero.get(url) : await cajero.post(url, [fila(1, 1)]);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message naming the field', async () => {
    const tipo = await admin.get(`${B}/obtener-proveedores-permitidos/1/3`);
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toContain(m.tipoInvalido);
    const proveedor = await admin.get(`${B}/obtener-sucursales/abc/2`);
    expect(proveedor.statusCode).toBe(400);
    expect(proveedor.json().message).toContain(m.proveedorInvalido);
    const decimales = await t.guardar([fila(t.sinRelaciones, 1, { decimales: 10 })]);
    expect(decimales.statusCode).toBe(400);
    expect(decimales.json().message).toContain(m.decimalesInvalidos);
    expect(decimales.json().message).toContain('decimales');
    const distinta = await t.guardar([{ ...fila(t.sinRelaciones, 1), codSucursal: 2 }]);
    expect(distinta.statusCode).toBe(400);
    expect(distinta.json().message).toContain(m.clienteDistinto);
    const objeto = await t.eliminar({ codProveedor: 1, codCliente: 1 });
    expect(objeto.statusCode).toBe(400);
    expect(objeto.json().message).toMatch(/^Datos inválidos/);
    expect(await t.guardadas(t.sinRelaciones)).toEqual(new Map());
  });
});

describe('obtener-proveedores', () => {
  it('lists the active suppliers as codigo and descripcion, in Spanish order', async () => {
    const [inactivo] = await t.db
      .insert(catProveedores)
      .values({ nombre: 'Ñandú Inactivo S.A.', activo: false })
      .returning();
    const [acento] = await t.db.insert(catProveedores).values({ nombre: 'Ácidos del Bajío' }).returning();
    const lista = await t.proveedores();
    expect(lista.length).toBeGreaterThan(5);
    expect(Object.keys(lista[0]!).sort()).toEqual(['codigo', 'descripcion']);
    expect(lista.map((p) => p.codigo)).not.toContain(inactivo!.codProveedor);
    expect(lista[0]!.codigo).toBe(acento!.codProveedor);
    const nombres = lista.map((p) => p.descripcion);
    expect(nombres).toEqual([...nombres].sort(compararEs));
  });
});

describe('obtener-proveedores-permitidos and obtener-sucursales', () => {
  it('filters by type: 2 own branches, 1 licensees, 0 both; sorted by branch in Spanish order', async () => {
    const activas = await t.activas();
    const propias = await t.permitidas(t.conRelaciones, 2);
    const lic = await t.permitidas(t.conRelaciones, 1);
    const todas = await t.permitidas(t.conRelaciones, 0);
    expect(propias.length).toBeGreaterThan(0);
    expect(lic.length).toBeGreaterThan(0);
    expect(propias.every((r) => activas.get(r.codCliente) === 1 && r.propia === 1)).toBe(true);
    expect(lic.every((r) => activas.get(r.codCliente) === 0 && r.propia === 0)).toBe(true);
    expect(todas.map((r) => r.codCliente).sort()).toEqual(
      [...propias, ...lic].map((r) => r.codCliente).sort(),
    );
    const nombres = todas.map((r) => r.sucursal);
    expect(nombres).toEqual([...nombres].sort(compararEs));
    const guardadas = await t.guardadas(t.conRelaciones);
    for (const r of todas) {
      const g = guardadas.get(r.codCliente)!;
      expect(r).toMatchObject({
        codProveedor: t.conRelaciones,
        codSucursal: r.codCliente,
        costoPorCaja: g.costoPorCaja,
        ivaIncluido: g.ivaIncluido,
        decimales: g.decimales,
        estaActivo: true,
        seleccionado: false,
      });
    }
  });

  it("names a licensee branch's client (the licensee's pharmacy) in 'nombre'", async () => {
    const [lic] = await t.permitidas(t.conRelaciones, 1);
    const { rows } = (await t.db.execute(
      `select nombre from cat_clientes where cod_sucursal = ${lic!.codCliente}` as never,
    )) as unknown as { rows: { nombre: string }[] };
    expect(lic!.nombre).toBe(rows[0]?.nombre);
    expect(lic!.nombre).toMatch(/Lic\./);
  });

  it('offers the active branches of the type not yet related, with the defaults', async () => {
    const activas = await t.activas();
    for (const tipo of [0, 1, 2]) {
      const libres = await t.sinRelacionar(t.conRelaciones, tipo);
      const rel = await t.permitidas(t.conRelaciones, tipo);
      const codigos = [...libres, ...rel].map((r) => r.codCliente).sort((a, b) => a - b);
      const esperadas = [...activas]
        .filter(([, propia]) => tipo === 0 || propia === (tipo === 2 ? 1 : 0))
        .map(([c]) => c)
        .sort((a, b) => a - b);
      expect(codigos).toEqual(esperadas);
      expect(
        libres.every(
          (r: Relacion) =>
            !r.estaActivo && !r.costoPorCaja && !r.ivaIncluido && r.decimales === 2 && !r.seleccionado,
        ),
      ).toBe(true);
    }
    expect((await t.sinRelacionar(t.sinRelaciones, 0)).length).toBe(activas.size);
    expect(await t.permitidas(t.sinRelaciones, 0)).toEqual([]);
  });

  it('refuses an unknown or inactive supplier with value false', async () => {
    for (const url of [`${B}/obtener-proveedores-permitidos/999999/2`, `${B}/obtener-sucursales/999999/0`])
      expect((await admin.get(url)).json()).toEqual({
        value: false,
        message: m.proveedorNoExiste,
        data: null,
      });
    const [inactivo] = await t.db
      .insert(catProveedores)
      .values({ nombre: 'Proveedor Dado de Baja', activo: false })
      .returning();
    expect((await admin.get(`${B}/obtener-sucursales/${inactivo!.codProveedor}/2`)).json().message).toBe(
      m.proveedorNoExiste,
    );
  });
});

describe('the calls answer the same with or without the trailing slash', () => {
  it('GET and POST paths', async () => {
    expect((await admin.get(`${B}/obtener-proveedores/`)).statusCode).toBe(200);
    expect((await admin.post(`${B}/guardar-sucursales`, [])).json().message).toBe(m.sinSucursales);
  });
});
