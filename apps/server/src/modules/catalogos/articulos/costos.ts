import { format } from '@farmasi/contracts';
import type { Costo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarCosto } from '@farmasi/contracts/catalogos/articulos/validar';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import {
  catArticulosProveedoresCostosDet,
  catArticulosProveedoresCostosEnc,
  catProveedoresMarcasDet,
  catSucursales,
  EMPRESA,
} from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import { chainRow } from './queries.ts';

const TABLA = 'cat_articulos_proveedores_costos_enc';

const costosSql = (where: ReturnType<typeof sql>) => sql`
  select c.id_cat_articulos_proveedores_costos_enc as "idCatArticulosProveedoresCostosEnc",
         c.cod_articulo_farmasi as "codArticulo",
         md.id_cat_proveedores_marcas_enc as "idCatProveedoresMarcasEnc",
         c.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
         p.nombre as proveedor, c.costo::float8 as costo, c.precio_mayoreo::float8 as "precioMayoreo",
         c.precio_publico::float8 as "precioPublico", c.precio_global as "precioGlobal",
         exists (select 1 from cat_articulos_proveedores_costos_det d
                 where d.id_cat_articulos_proveedores_costos_enc = c.id_cat_articulos_proveedores_costos_enc) as "tieneDetalle",
         false as "NuevaMarca"
  from cat_articulos_proveedores_costos_enc c
  join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
  join cat_proveedores p on p.cod_proveedor = md.cod_proveedor
  where ${where}
  order by c.precio_global desc, ${ordenEspanolSql(sql`p.nombre`)}`;

export const costosDe = (db: Queryable, codArticuloFarmasi: number) =>
  rowsOf<Costo>(db, costosSql(sql`c.cod_articulo_farmasi = ${codArticuloFarmasi}`));

export const costoPorId = async (db: Queryable, id: number) =>
  (await rowsOf<Costo>(db, costosSql(sql`c.id_cat_articulos_proveedores_costos_enc = ${id}`)))[0];

/** Creates or updates a cost row; precioGlobal takes the flag from the article's other rows. */
export const guardarCosto = async (db: Database, actor: Actor, c: Costo) => {
  const falla = validarCosto(c);
  if (falla) throw new Rechazo(falla);
  try {
    return await db.transaction(async (tx) => {
      if (!(await chainRow(tx, c.codArticulo)))
        throw new Rechazo(format(m.noExiste, { codigo: c.codArticulo }));
      const [det] = await tx
        .select()
        .from(catProveedoresMarcasDet)
        .where(eq(catProveedoresMarcasDet.idCatProveedoresMarcasDet, c.idCatProveedoresMarcasDet));
      if (!det || det.idCatProveedoresMarcasEnc !== c.idCatProveedoresMarcasEnc)
        throw new Rechazo(m.proveedorNoEsDeMarca);
      const antes = c.idCatArticulosProveedoresCostosEnc
        ? await costoPorId(tx, c.idCatArticulosProveedoresCostosEnc)
        : undefined;
      if (c.idCatArticulosProveedoresCostosEnc && (!antes || antes.codArticulo !== c.codArticulo))
        throw new Rechazo(m.costoNoExiste);
      if (c.precioGlobal)
        await tx
          .update(catArticulosProveedoresCostosEnc)
          .set({ precioGlobal: false })
          .where(eq(catArticulosProveedoresCostosEnc.codArticuloFarmasi, c.codArticulo));
      const valores = {
        codArticuloFarmasi: c.codArticulo,
        idCatProveedoresMarcasDet: c.idCatProveedoresMarcasDet,
        costo: c.costo.toFixed(4),
        precioMayoreo: c.precioMayoreo.toFixed(2),
        precioPublico: c.precioPublico.toFixed(2),
        precioGlobal: c.precioGlobal,
      };
      let id = c.idCatArticulosProveedoresCostosEnc;
      if (antes) {
        await tx
          .update(catArticulosProveedoresCostosEnc)
          .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
          .where(eq(catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc, id));
      } else {
        const [creado] = await tx
          .insert(catArticulosProveedoresCostosEnc)
          .values({ ...valores, creadoPor: actor.idUsuario })
          .returning({ id: catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc });
        id = creado?.id ?? 0;
      }
      await audit(tx, actor, { tabla: TABLA, clave: id, antes: antes ?? null, despues: valores });
      const guardado = await costoPorId(tx, id);
      if (!guardado) throw new Error('El costo guardado no se encontró');
      return guardado;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Rechazo(m.costoDuplicado);
    throw error;
  }
};

export const eliminarCosto = async (db: Database, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const antes = await costoPorId(tx, id);
    if (!antes) throw new Rechazo(m.costoNoExiste);
    await tx
      .delete(catArticulosProveedoresCostosEnc)
      .where(eq(catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc, id));
    await audit(tx, actor, { tabla: TABLA, clave: id, antes });
    return { idCatArticulosProveedoresCostosEnc: id };
  });

type SucursalCosto = {
  codSucursal: number;
  sucursal: string;
  nombre: string;
  seleccionado: boolean;
  tipoDocumento: number;
};

/**
 * Branches for the cost-branch modal: those of this cost (seleccionado) and the active branches no
 * other cost of the same article holds. tipoDocumento 2 own, 1 licensee (000 §3).
 */
export const sucursalesDeCosto = async (db: Queryable, id: number) => {
  const costo = await costoPorId(db, id);
  if (!costo) throw new Rechazo(m.costoNoExiste);
  return rowsOf<SucursalCosto>(
    db,
    sql`select s.cod_sucursal as "codSucursal", s.sucursal, s.nombre,
               (d.id_cat_articulos_proveedores_costos_enc = ${id}) is true as seleccionado,
               case when s.propia = 1 then 2 else 1 end as "tipoDocumento"
        from cat_sucursales s
        left join (cat_articulos_proveedores_costos_det d
                   join cat_articulos_proveedores_costos_enc c using (id_cat_articulos_proveedores_costos_enc))
          on d.cod_sucursal = s.cod_sucursal and c.cod_articulo_farmasi = ${costo.codArticulo}
        where s.activo and s.id_empresa = ${EMPRESA.farmacias} and (d.cod_sucursal is null or d.id_cat_articulos_proveedores_costos_enc = ${id})
        order by s.propia desc, ${ordenEspanolSql(sql`s.sucursal`)}`,
  );
};

/** Replaces the cost's branches with the selected ones; a branch buys an article at one cost only. */
export const guardarSucursalesCosto = async (
  db: Database,
  actor: Actor,
  id: number,
  lista: { codSucursal: number; seleccionado: boolean }[],
) =>
  db.transaction(async (tx) => {
    const costo = await costoPorId(tx, id);
    if (!costo) throw new Rechazo(m.costoNoExiste);
    const codigos = [...new Set(lista.filter((s) => s.seleccionado).map((s) => s.codSucursal))];
    if (codigos.length > 0) {
      const activas = await tx
        .select({ codSucursal: catSucursales.codSucursal, idEmpresa: catSucursales.idEmpresa })
        .from(catSucursales)
        .where(and(inArray(catSucursales.codSucursal, codigos), eq(catSucursales.activo, true)));
      const conocidas = new Map(activas.map((s) => [s.codSucursal, s.idEmpresa]));
      const falta = codigos.find((c) => !conocidas.has(c));
      if (falta !== undefined) throw new Rechazo(format(m.sucursalNoExiste, { codSucursal: falta }));
      // A pharmacy article's supplier cost is for the pharmacy line's branches only (not 901–908).
      const ajena = codigos.find((c) => conocidas.get(c) !== EMPRESA.farmacias);
      if (ajena !== undefined) throw new Rechazo(format(m.sucursalNoEsFarmacia, { codSucursal: ajena }));
      const ocupadas = await tx
        .select({ sucursal: catSucursales.sucursal })
        .from(catArticulosProveedoresCostosDet)
        .innerJoin(
          catArticulosProveedoresCostosEnc,
          eq(
            catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc,
            catArticulosProveedoresCostosDet.idCatArticulosProveedoresCostosEnc,
          ),
        )
        .innerJoin(catSucursales, eq(catSucursales.codSucursal, catArticulosProveedoresCostosDet.codSucursal))
        .where(
          and(
            eq(catArticulosProveedoresCostosEnc.codArticuloFarmasi, costo.codArticulo),
            ne(catArticulosProveedoresCostosDet.idCatArticulosProveedoresCostosEnc, id),
            inArray(catArticulosProveedoresCostosDet.codSucursal, codigos),
          ),
        )
        .limit(1);
      if (ocupadas[0]) throw new Rechazo(format(m.sucursalEnOtroCosto, { sucursal: ocupadas[0].sucursal }));
    }
    await tx
      .delete(catArticulosProveedoresCostosDet)
      .where(eq(catArticulosProveedoresCostosDet.idCatArticulosProveedoresCostosEnc, id));
    if (codigos.length > 0)
      await tx
        .insert(catArticulosProveedoresCostosDet)
        .values(codigos.map((codSucursal) => ({ idCatArticulosProveedoresCostosEnc: id, codSucursal })));
    await audit(tx, actor, {
      tabla: 'cat_articulos_proveedores_costos_det',
      clave: id,
      despues: { sucursales: codigos },
    });
    return (await sucursalesDeCosto(tx, id)).filter((s) => s.seleccionado);
  });
