import {
  type CambioExclusion,
  claveExclusion,
  fallaExclusiones,
  excluirArticulosMessages as m,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { enteros } from '../../../platform/sql.ts';
import {
  articuloDeMarca,
  articulosDeMarca,
  marcaDelProveedor,
  paresConCosto,
  sucursalesActivas,
  sucursalesDeArticulo,
} from './queries.ts';
import { articulosExcluidosSucursal as x } from './tablas.ts';

const TABLA = 'articulos_excluidos_sucursal';

/** The brand's supplier of a supplier and a brand, or the refusal that empties the screen's lists. */
const detDe = async (db: Database, codProveedor: number, idMarca: number) => {
  const idDet = await marcaDelProveedor(db, codProveedor, idMarca);
  if (!idDet) throw new Rechazo(m.marcaDeOtro);
  return idDet;
};

/** 002 §7 excluirarticulos-consultararticulos: the supplier's articles of the brand. */
export const consultarArticulos = async (db: Database, codProveedor: number, idMarca: number) =>
  await articulosDeMarca(db, await detDe(db, codProveedor, idMarca));

/** 002 §7 excluirarticulos-consultarsucursales: the chain's branches and whether each excludes it. */
export const consultarSucursales = async (
  db: Database,
  codProveedor: number,
  idMarca: number,
  codArticulo: number,
) => {
  const idDet = await detDe(db, codProveedor, idMarca);
  if (!(await articuloDeMarca(db, idDet, codArticulo))) throw new Rechazo(m.articuloDeOtro);
  return await sucursalesDeArticulo(db, idDet, codArticulo);
};

const clave = (c: { idCatProveedoresMarcasDet: number; codArticuloFarmasi: number; codSucursal: number }) =>
  claveExclusion(c.idCatProveedoresMarcasDet, c.codArticuloFarmasi, c.codSucursal);

/**
 * 002 §7 excluirarticulos-guardardatos: the rows whose excluir changed (002 §4). Every row must name
 * an article of an active brand supplier and an active branch of the chain; a row already as asked
 * is left alone (another user saved the same). One transaction; each exclusion added or removed is
 * audited.
 */
export const guardarExclusiones = async (db: Database, actor: Actor, cambios: CambioExclusion[]) => {
  const falla = fallaExclusiones(cambios);
  if (falla) throw new Rechazo(falla);
  const conCosto = await paresConCosto(
    db,
    cambios.map((c) => ({ idDet: c.idCatProveedoresMarcas, cod: c.codArticulo })),
  );
  if (cambios.some((c) => !conCosto.has(`${c.idCatProveedoresMarcas}/${c.codArticulo}`)))
    throw new Rechazo(m.articuloDeOtro);
  const activas = await sucursalesActivas(
    db,
    cambios.map((c) => c.codSucursal),
  );
  const inactiva = cambios.find((c) => !activas.has(c.codSucursal));
  if (inactiva) throw new Rechazo(m.sucursalNoExiste(inactiva.codSucursal));

  const llaves = (excluir: boolean) =>
    cambios
      .filter((c) => c.excluir === excluir)
      .map((c) => ({
        idCatProveedoresMarcasDet: c.idCatProveedoresMarcas,
        codArticuloFarmasi: c.codArticulo,
        codSucursal: c.codSucursal,
      }));
  const excluir = llaves(true);
  const incluir = llaves(false);

  return await db.transaction(async (tx) => {
    const nuevas = excluir.length
      ? await tx
          .insert(x)
          .values(excluir.map((k) => ({ ...k, creadoPor: actor.idUsuario })))
          .onConflictDoNothing()
          .returning()
      : [];
    const borradas = incluir.length
      ? await tx
          .delete(x)
          .where(
            sql`(${x.idCatProveedoresMarcasDet}, ${x.codArticuloFarmasi}, ${x.codSucursal}) in
                (select * from unnest(${enteros(incluir.map((k) => k.idCatProveedoresMarcasDet))},
                                      ${enteros(incluir.map((k) => k.codArticuloFarmasi))},
                                      ${enteros(incluir.map((k) => k.codSucursal))}))`,
          )
          .returning()
      : [];
    await audit(
      tx,
      actor,
      ...nuevas.map((n) => ({ tabla: TABLA, clave: clave(n), despues: n })),
      ...borradas.map((b) => ({ tabla: TABLA, clave: clave(b), antes: b })),
    );
    return { guardados: nuevas.length + borradas.length };
  });
};
