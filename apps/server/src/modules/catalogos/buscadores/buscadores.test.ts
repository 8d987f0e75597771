import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

const { app, db } = await createTestApp();
const consulta = await signIn(app, 'consulta');
// The administrator holds every screen; which screens grant each finder: platform/rutas-sesion.test.ts.
const admin = await signIn(app, 'admin');

type Fila = { codigo: number; descripcion: string };
const data = async (p: Promise<{ statusCode: number; json(): unknown }>) => {
  const res = await p;
  expect(res.statusCode).toBe(200);
  const body = res.json() as { value: boolean; data: Fila[] };
  expect(body.value).toBe(true);
  return body.data;
};
const primera = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('shared finders of customers, doctors and advanced products', () => {
  it('need a session and a screen that uses them', async () => {
    const anon = await app.inject({
      method: 'POST',
      url: '/admin/api/buscadores/buscar-medico',
      payload: {},
    });
    expect(anon.statusCode).toBe(401);
    // consulta holds no screen: customers and doctors are personal data (issue 23).
    expect((await consulta.get('/buscadores/buscar-clientes/farma')).statusCode).toBe(403);
    expect((await consulta.post('/buscadores/buscar-medico', { buscar: '' })).statusCode).toBe(403);
    expect(await data(admin.get('/buscadores/buscar-clientes/farma'))).not.toHaveLength(0);
  });

  it('buscar-clientes: exact code first, then the name, active customers only', async () => {
    const filas = await data(admin.get('/buscadores/buscar-clientes/2'));
    expect(filas[0]?.codigo).toBe(2);
    const porNombre = await data(admin.get('/buscadores/buscar-clientes/CHOLULA'));
    expect(porNombre.length).toBeGreaterThan(0);
    expect(porNombre.every((f) => f.descripcion.toLowerCase().includes('cholula'))).toBe(true);
    await db.execute(sql`update cat_clientes set activo = false where cod_cliente = 2`);
    expect((await data(admin.get('/buscadores/buscar-clientes/2'))).map((f) => f.codigo)).not.toContain(2);
    await db.execute(sql`update cat_clientes set activo = true where cod_cliente = 2`);
  });

  it('buscar-medico: words of the full name in any order, or the cédula and SSA exactly', async () => {
    const m = await primera<{ id: number; cedula: string; nombre: string; ap: string; ssa: string }>(
      sql`select id_cat_antibioticos_medicos as id, cedula, nombre, apellido_paterno as ap, ssa
          from cat_antibioticos_medicos where ssa <> '0' order by 1 limit 1`,
    );
    const porNombre = await data(
      admin.post('/buscadores/buscar-medico', { buscar: `${m.ap.toUpperCase()} ${m.nombre}` }),
    );
    expect(porNombre.map((f) => f.codigo)).toContain(m.id);
    expect(porNombre.find((f) => f.codigo === m.id)?.descripcion).toContain(`(cédula ${m.cedula})`);
    expect((await data(admin.post('/buscadores/buscar-medico', { buscar: m.cedula })))[0]?.codigo).toBe(m.id);
    expect((await data(admin.post('/buscadores/buscar-medico', { buscar: m.ssa })))[0]?.codigo).toBe(m.id);
    // SSA '0' means "no registry": it finds nobody.
    expect(await data(admin.post('/buscadores/buscar-medico', { buscar: '0' }))).toEqual([]);
    expect(await data(admin.post('/buscadores/buscar-medico', { buscar: '  ' }))).toHaveLength(50);
    // The catalogue with body buscar (000 §7) answers the same.
    expect(await data(admin.post('/catalogos/medicos', { buscar: m.cedula }))).toEqual(
      await data(admin.post('/buscadores/buscar-medico', { buscar: m.cedula })),
    );
  });

  it('buscar-productos-avanzado: every word in description, formula or laboratory', async () => {
    const a = await primera<{ cod: number; desc: string; lab: string; formula: string }>(
      sql`select a.cod_articulo_farmasi as cod, a.descripcion_farmasi as desc, l.descripcion as lab, f.descripcion as formula
          from cat_articulos a join cat_laboratorios l on l.codigo = a.cod_laboratorio
          join cat_formulas f on f.codigo = a.cod_formula
          where a.descripcion_farmasi not ilike '%' || split_part(l.descripcion, ' ', 1) || '%'
          order by 1 limit 1`,
    );
    // A laboratory word that is not in the description still finds the article, with a formula word.
    const labWord = a.lab.split(' ')[0]!.toLowerCase();
    const formulaWord = a.formula.split(' ')[0]!.toLowerCase();
    const filas = await data(
      admin.post('/buscadores/buscar-productos-avanzado', { buscar: `${labWord} ${formulaWord}` }),
    );
    expect(filas.map((f) => f.codigo)).toContain(a.cod);
    expect(filas.length).toBeLessThanOrEqual(50);
    // A word found nowhere empties the answer: words are ANDed.
    expect(
      await data(admin.post('/buscadores/buscar-productos-avanzado', { buscar: `${formulaWord} zzqx` })),
    ).toEqual([]);
    // Digits alone: the chain code first.
    const porCodigo = await data(
      admin.post('/buscadores/buscar-productos-avanzado', { buscar: String(a.cod) }),
    );
    expect(porCodigo[0]).toEqual({ codigo: a.cod, descripcion: a.desc });
  });

  it('catalogos/obtenerestados: the 32 states by INEGI code, to any signed-in user', async () => {
    const estados = await data(consulta.get('/catalogos/obtenerestados'));
    expect(estados).toHaveLength(32);
    expect(estados[0]).toEqual({ codigo: 1, descripcion: 'Aguascalientes' });
    expect(estados[8]).toEqual({ codigo: 9, descripcion: 'Ciudad de México' });
  });

  it('refuses a text over 100 characters with a Spanish message', async () => {
    const res = await admin.post('/buscadores/buscar-productos-avanzado', { buscar: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'buscar'");
  });
});
