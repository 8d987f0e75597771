import { format } from '@farmasi/contracts';
import type { GrupoProducto } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../../db/client.ts';
import { catFormulas } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import { chainRow } from './queries.ts';
import { catGrupoProductos } from './tablas.ts';

const TABLA = 'cat_grupo_productos';
export const encabezado = (grupo: number) => `Grupo ${grupo}`;

/** The formula's groups: a header row (codArticuloFarmasi 0) before each group's articles. */
export const gruposDeFormula = async (db: Queryable, codFormula: number): Promise<GrupoProducto[]> => {
  const filas = await rowsOf<Omit<GrupoProducto, 'codFormula'>>(
    db,
    sql`select g.grupo, g.cod_articulo_farmasi as "codArticuloFarmasi", a.descripcion_farmasi as "descripcionFarmasi",
               g.articulo_principal as "articuloPrincipal", g.activo
        from cat_grupo_productos g join cat_articulos a using (cod_articulo_farmasi)
        where g.cod_formula = ${codFormula}
        order by g.grupo, g.articulo_principal desc, ${ordenEspanolSql(sql`a.descripcion_farmasi`)}`,
  );
  const out: GrupoProducto[] = [];
  let actual = -1;
  for (const f of filas) {
    if (f.grupo !== actual) {
      actual = f.grupo;
      out.push({
        codFormula,
        grupo: f.grupo,
        codArticuloFarmasi: 0,
        descripcionFarmasi: encabezado(f.grupo),
        articuloPrincipal: false,
        activo: true,
      });
    }
    out.push({ codFormula, ...f });
  }
  return out;
};

type Body = { codFormula: number; grupo: number; codArticuloFarmasi: number };

const enGrupo = async (tx: Tx, codArticuloFarmasi: number) =>
  (
    await tx
      .select()
      .from(catGrupoProductos)
      .where(eq(catGrupoProductos.codArticuloFarmasi, codArticuloFarmasi))
  )[0];

/** Checks shared by the three group calls: something chosen, the article of this formula. */
const articuloDelGrupo = async (tx: Tx, b: Body) => {
  if (!b.codArticuloFarmasi) throw new Rechazo(m.sinProductoOGrupo);
  const a = await chainRow(tx, b.codArticuloFarmasi);
  if (!a) throw new Rechazo(format(m.noExiste, { codigo: b.codArticuloFarmasi }));
  if (a.codFormula !== b.codFormula) throw new Rechazo(m.articuloOtraFormula);
  return a;
};

/** Adds the article to a group of its formula (grupo 0 starts a new one) or moves it there. */
export const guardarGrupo = (db: Database, actor: Actor, b: Body) =>
  db.transaction(async (tx) => {
    await articuloDelGrupo(tx, b);
    const [formula] = await tx.select().from(catFormulas).where(eq(catFormulas.codigo, b.codFormula));
    if (!formula?.desglozar) throw new Rechazo(m.grupoNoHabilitado);
    let grupo = b.grupo;
    if (grupo === 0) {
      const [max] = await rowsOf<{ n: number }>(
        tx,
        sql`select coalesce(max(grupo), 0)::int as n from cat_grupo_productos where cod_formula = ${b.codFormula}`,
      );
      grupo = (max?.n ?? 0) + 1;
    } else {
      const [existe] = await tx
        .select({ grupo: catGrupoProductos.grupo })
        .from(catGrupoProductos)
        .where(and(eq(catGrupoProductos.codFormula, b.codFormula), eq(catGrupoProductos.grupo, grupo)))
        .limit(1);
      if (!existe) throw new Rechazo(format(m.grupoNoExiste, { grupo }));
    }
    const antes = await enGrupo(tx, b.codArticuloFarmasi);
    if (antes?.articuloPrincipal && antes.grupo !== grupo) throw new Rechazo(m.principalNoSeElimina);
    if (antes)
      await tx
        .delete(catGrupoProductos)
        .where(eq(catGrupoProductos.codArticuloFarmasi, b.codArticuloFarmasi));
    const fila = {
      codArticuloFarmasi: b.codArticuloFarmasi,
      codFormula: b.codFormula,
      grupo,
      articuloPrincipal: antes?.grupo === grupo ? antes.articuloPrincipal : false,
      creadoPor: actor.idUsuario,
    };
    await tx.insert(catGrupoProductos).values(fila);
    await audit(tx, actor, {
      tabla: TABLA,
      clave: b.codArticuloFarmasi,
      antes: antes ?? null,
      despues: fila,
    });
    return gruposDeFormula(tx, b.codFormula);
  });

/** Removes the article from its group; the principal cannot be removed (000 §5). */
export const eliminarDeGrupo = (db: Database, actor: Actor, b: Body) =>
  db.transaction(async (tx) => {
    await articuloDelGrupo(tx, b);
    const antes = await enGrupo(tx, b.codArticuloFarmasi);
    if (!antes || antes.grupo !== b.grupo) throw new Rechazo(m.articuloNoEnGrupo);
    if (antes.articuloPrincipal) throw new Rechazo(m.principalNoSeElimina);
    await tx.delete(catGrupoProductos).where(eq(catGrupoProductos.codArticuloFarmasi, b.codArticuloFarmasi));
    await audit(tx, actor, { tabla: TABLA, clave: b.codArticuloFarmasi, antes });
    return gruposDeFormula(tx, b.codFormula);
  });

/** Marks the group's principal; the others of the group are unmarked. */
export const marcarPrincipal = (db: Database, actor: Actor, b: Body) =>
  db.transaction(async (tx) => {
    await articuloDelGrupo(tx, b);
    const antes = await enGrupo(tx, b.codArticuloFarmasi);
    if (!antes || antes.grupo !== b.grupo) throw new Rechazo(m.articuloNoEnGrupo);
    const delGrupo = and(
      eq(catGrupoProductos.codFormula, b.codFormula),
      eq(catGrupoProductos.grupo, b.grupo),
    );
    await tx.update(catGrupoProductos).set({ articuloPrincipal: false }).where(delGrupo);
    await tx
      .update(catGrupoProductos)
      .set({ articuloPrincipal: true, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catGrupoProductos.codArticuloFarmasi, b.codArticuloFarmasi));
    await audit(tx, actor, {
      tabla: TABLA,
      clave: b.codArticuloFarmasi,
      antes,
      despues: { articuloPrincipal: true },
    });
    return gruposDeFormula(tx, b.codFormula);
  });
