import { format } from '@farmasi/contracts';
import {
  type DescuentoAplicable,
  DIAS_SEMANA,
  exclusionMessages,
  type GuardarDiasDescuentos,
  diasDescuentosMessages as m,
  type TipoExclusion,
  validarPromocion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { barExclusionesDescuento } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { hoy } from '../../../platform/fechas.ts';
import {
  articuloConArbol,
  elementoExcluible,
  esSucursalBaranetos,
  exclusionActiva,
  listarPromociones,
  promocionesDelDia,
} from './queries.ts';
import { barDiasDescuento } from './tablas.ts';

export const guardarPromocion = async (db: Database, actor: Actor, p: GuardarDiasDescuentos) => {
  const error = validarPromocion(p);
  if (error) throw new Rechazo(error.message);
  const valores = {
    nomPromocion: p.nomPromocion.trim(),
    codSucursal: p.codSucursal,
    ...Object.fromEntries(DIAS_SEMANA.map((d) => [d.campo, p[d.campo]])),
    descuento: p.descuento,
    fechaVigenciaInicio: p.fechaVigenciaInicio,
    fechaVigenciaFinal: p.fechaVigenciaFinal,
  };
  const codPromocion = await db.transaction(async (tx) => {
    if (!(await esSucursalBaranetos(tx, p.codSucursal))) throw new Rechazo(m.sucursalNoValida);
    if (p.codPromocion === 0) {
      const [creada] = await tx
        .insert(barDiasDescuento)
        .values({ ...valores, creadoPor: actor.idUsuario })
        .returning({ codPromocion: barDiasDescuento.codPromocion });
      await audit(tx, actor, { tabla: 'bar_dias_descuento', clave: creada!.codPromocion, despues: valores });
      return creada!.codPromocion;
    }
    const [anterior] = await tx
      .select()
      .from(barDiasDescuento)
      .where(eq(barDiasDescuento.codPromocion, p.codPromocion));
    if (!anterior) throw new Rechazo(m.noExiste);
    await tx
      .update(barDiasDescuento)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(barDiasDescuento.codPromocion, p.codPromocion));
    await audit(tx, actor, {
      tabla: 'bar_dias_descuento',
      clave: p.codPromocion,
      antes: anterior,
      despues: valores,
    });
    return p.codPromocion;
  });
  const [guardada] = await listarPromociones(db, { id: codPromocion, sucursal: 0, vigencia: -1 }, hoy());
  return guardada!;
};

/** The item must exist and not be excluded already (003 §5 Exclusions: the server's rule). */
const comprobarExcluible = async (db: Queryable, tipo: TipoExclusion, id: number) => {
  const mt = exclusionMessages[tipo];
  const elemento = await elementoExcluible(db, tipo, id);
  if (!elemento) throw new Rechazo(mt.noExiste);
  if (await exclusionActiva(db, tipo, id)) throw new Rechazo(format(mt.yaExcluido, elemento));
  return elemento;
};

export const validarExclusion = (db: Database, tipo: TipoExclusion, id: number) =>
  comprobarExcluible(db, tipo, id);

/** Estatus A adds the exclusion, C cancels the active one; one row per change, audited. */
export const guardarExclusion = (
  db: Database,
  actor: Actor,
  { tipo, id, estatus }: { tipo: TipoExclusion; id: number; estatus: 'A' | 'C' },
) =>
  db.transaction(async (tx) => {
    const mt = exclusionMessages[tipo];
    if (estatus === 'A') {
      const elemento = await comprobarExcluible(tx, tipo, id);
      await tx.insert(barExclusionesDescuento).values({ tipo, id, estatus, creadoPor: actor.idUsuario });
      await audit(tx, actor, {
        tabla: 'bar_exclusiones_descuento',
        clave: `${tipo}${id}`,
        despues: { estatus },
      });
      return format(mt.excluido, elemento);
    }
    const activa = await exclusionActiva(tx, tipo, id);
    if (!activa) throw new Rechazo(mt.noExcluido);
    await tx
      .update(barExclusionesDescuento)
      .set({ estatus: 'C', modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(and(eq(barExclusionesDescuento.idExclusion, activa.idExclusion)));
    await audit(tx, actor, {
      tabla: 'bar_exclusiones_descuento',
      clave: `${tipo}${id}`,
      antes: { estatus: 'A' },
      despues: { estatus: 'C' },
    });
    const elemento = await elementoExcluible(tx, tipo, id);
    return format(m.exclusionCancelada, { descripcion: elemento?.descripcion ?? '' });
  });

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export const diaSemana = (fecha: string) => {
  const d = new Date(`${fecha}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/**
 * The discount a point of sale applies (docs/decisions/, Wholesale line): the best promotion of
 * the branch valid on the date for its weekday, unless the article's department, section or
 * category is excluded, in which case no promotion applies and the exclusion is named.
 */
export const descuentoAplicable = async (
  db: Database,
  codArticulo: number,
  codSucursal: number,
  fecha: string,
): Promise<DescuentoAplicable> => {
  const articulo = await articuloConArbol(db, codArticulo);
  if (!articulo) throw new Rechazo(format(m.articuloNoExiste, { codArticulo }));
  const dia = DIAS_SEMANA[diaSemana(fecha) - 1]!;
  const [mejor] = await promocionesDelDia(db, codSucursal, fecha, dia.campo);
  const base = { codArticulo, descripcion: articulo.descripcion, codSucursal, fecha };
  if (!mejor) return { ...base, descuento: 0, codPromocion: null, nomPromocion: null, exclusion: null };
  const candidatos: [TipoExclusion, number, string][] = [
    ['D', articulo.idDepartamento, articulo.departamento],
    ['S', articulo.idSeccion, articulo.seccion],
    ['C', articulo.idCategoria, articulo.categoria],
  ];
  for (const [tipo, id, descripcion] of candidatos) {
    if (await exclusionActiva(db, tipo, id))
      return {
        ...base,
        descuento: 0,
        codPromocion: null,
        nomPromocion: null,
        exclusion: { tipo, id, descripcion },
      };
  }
  return {
    ...base,
    descuento: Number(mejor.descuento),
    codPromocion: mejor.codPromocion,
    nomPromocion: mejor.nomPromocion,
    exclusion: null,
  };
};
