import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  type ColoniaDeCodigoPostal,
  catGrupoSucursalesDet,
  catGrupoSucursalesEnc,
  catSucursales,
  catSucursalesDirecciones,
  coloniasDeCodigosPostales,
} from '../../../db/schema/index.ts';
import type { AuditEntry } from '../../../platform/audit.ts';
import { audit } from '../../../platform/audit.ts';
import { comparable as normalizar } from '../../../platform/importacion/celdas.ts';
import { auditarEnLote, enLista, insertarEnLote } from '../../../platform/importacion/lotes.ts';
import type { Conteo, ContextoEscritura, FilaValida } from '../../../platform/importacion/tipos.ts';

/** A branch row of the file, checked alone (importador.ts). */
export interface SucursalImportada {
  codSucursal: number;
  sucursal: string;
  nombre: string;
  propia: 0 | 1;
  idEmpresa: 1 | 2;
  /** '' for no group. */
  grupo: string;
  activo: boolean;
  direccion: {
    cP: string;
    colonia: string;
    calle: string;
    numExterior: string;
    entreCalles: string;
    /** Digits only. */
    telefono: string;
    horarioApertura: string;
    horarioCierre: string;
    horarios: string;
    domicilioDescriptivo: string;
  };
}

/** The catalogue's colonia named by the file (accents and case aside), spelled as the catalogue does. */
export const coloniaDe = (colonias: readonly ColoniaDeCodigoPostal[], colonia: string) =>
  colonias.find((c) => c.colonia === colonia) ??
  colonias.find((c) => normalizar(c.colonia) === normalizar(colonia));

const TIPO_FARMACIA = 1;
const s = catSucursales;
const d = catSucursalesDirecciones;

/** The groups named in the batch, by lower-case name; the missing ones are created (audited). */
const gruposDe = async (tx: Tx, ctx: ContextoEscritura, nombres: string[]) => {
  const ids = new Map<string, { id: number; grupo: string }>();
  const unicos = [...new Map(nombres.filter(Boolean).map((n) => [n.toLowerCase(), n])).values()];
  if (unicos.length === 0) return ids;
  const existentes = await tx
    .select()
    .from(catGrupoSucursalesEnc)
    .where(
      inArray(
        sql`lower(${catGrupoSucursalesEnc.grupo})`,
        unicos.map((n) => n.toLowerCase()),
      ),
    );
  for (const g of existentes)
    ids.set(g.grupo.toLowerCase(), { id: g.idCatGrupoSucursalesEnc, grupo: g.grupo });
  for (const grupo of unicos.filter((n) => !ids.has(n.toLowerCase()))) {
    const [creado] = await tx
      .insert(catGrupoSucursalesEnc)
      .values({ grupo, creadoPor: ctx.actor.idUsuario })
      .returning();
    if (!creado) throw new Error('El grupo no se insertó');
    ids.set(grupo.toLowerCase(), { id: creado.idCatGrupoSucursalesEnc, grupo });
    await audit(tx, ctx.actor, {
      tabla: 'cat_grupo_sucursales_enc',
      clave: creado.idCatGrupoSucursalesEnc,
      despues: { grupo },
    });
  }
  return ids;
};

const cambio = (antes: Record<string, unknown>, despues: Record<string, unknown>) =>
  Object.keys(despues).some((k) => antes[k] !== despues[k]);

/**
 * Writes a batch: inserts the new branches (with their address and group), updates what changed in
 * the others, leaves the equal ones. Every change is audited before → after, table by table.
 */
export const escribirSucursales = async (
  ctx: ContextoEscritura,
  lote: readonly FilaValida<SucursalImportada>[],
): Promise<Conteo> => {
  const { tx, actor } = ctx;
  const codigos = lote.map((f) => f.valor.codSucursal);
  const sucursales = new Map(
    (
      await tx
        .select()
        .from(s)
        .where(enLista(s.codSucursal, codigos, 'int'))
    ).map((r) => [r.codSucursal, r]),
  );
  const direcciones = new Map(
    (
      await tx
        .select()
        .from(d)
        .where(and(enLista(d.codSucursal, codigos, 'int'), eq(d.tipo, TIPO_FARMACIA)))
    ).map((r) => [r.codSucursal, r]),
  );
  const miembros = new Map(
    (
      await tx
        .select({
          codSucursal: catGrupoSucursalesDet.codSucursal,
          id: catGrupoSucursalesEnc.idCatGrupoSucursalesEnc,
          grupo: catGrupoSucursalesEnc.grupo,
        })
        .from(catGrupoSucursalesDet)
        .innerJoin(
          catGrupoSucursalesEnc,
          eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, catGrupoSucursalesDet.idCatGrupoSucursalesEnc),
        )
        .where(enLista(catGrupoSucursalesDet.codSucursal, codigos, 'int'))
    ).map((r) => [r.codSucursal, r]),
  );
  const porCp = await coloniasDeCodigosPostales(
    tx,
    lote.map((f) => f.valor.direccion.cP),
  );
  const grupos = await gruposDe(
    tx,
    ctx,
    lote.map((f) => f.valor.grupo),
  );

  const conteo: Conteo = { nuevos: 0, actualizados: 0, sinCambios: 0 };
  const nuevasSucursales: (typeof s.$inferInsert)[] = [];
  const nuevasDirecciones: (typeof d.$inferInsert)[] = [];
  const nuevosMiembros: (typeof catGrupoSucursalesDet.$inferInsert)[] = [];
  const auditoria: AuditEntry[] = [];
  const ahora = new Date();
  const creado = { creadoPor: actor.idUsuario };
  const modificado = { modificadoPor: actor.idUsuario, modificadoEn: ahora };

  for (const { valor: v } of lote) {
    const cod = v.codSucursal;
    const cp = coloniaDe(porCp.get(v.direccion.cP) ?? [], v.direccion.colonia);
    if (!cp)
      throw new Error(`El código postal ${v.direccion.cP} dejó de tener la colonia ${v.direccion.colonia}`);
    const sucursal = {
      sucursal: v.sucursal,
      nombre: v.nombre,
      propia: v.propia,
      estado: cp.estado,
      municipio: cp.municipio,
      telefono: v.direccion.telefono,
      idEmpresa: v.idEmpresa,
      activo: v.activo,
    };
    const { cP, colonia: _colonia, ...resto } = v.direccion;
    const direccion = {
      ...resto,
      codigoPostal: cP,
      colonia: cp.colonia,
      municipio: cp.municipio,
      estado: cp.estado,
      localidad: cp.localidad,
    };
    // The group as stored ('zona centro' in the file is the existing 'Zona Centro').
    const grupo = v.grupo ? (grupos.get(v.grupo.toLowerCase()) ?? null) : null;
    const idGrupo = grupo?.id ?? null;
    const antes = sucursales.get(cod);
    if (!antes) {
      // A new branch has no address nor group yet: one audit row holds all it was created with.
      nuevasSucursales.push({ codSucursal: cod, ...sucursal, ...creado });
      nuevasDirecciones.push({ codSucursal: cod, tipo: TIPO_FARMACIA, ...direccion, ...creado });
      if (idGrupo !== null)
        nuevosMiembros.push({ idCatGrupoSucursalesEnc: idGrupo, codSucursal: cod, ...creado });
      auditoria.push({
        tabla: 'cat_sucursales',
        clave: cod,
        despues: { ...sucursal, direccion, grupo: grupo?.grupo ?? null },
      });
      conteo.nuevos++;
      continue;
    }
    let cambios = 0;
    if (cambio(antes, sucursal)) {
      await tx
        .update(s)
        .set({ ...sucursal, ...modificado })
        .where(eq(s.codSucursal, cod));
      const { creadoEn: _c, creadoPor: _p, modificadoEn: _m, modificadoPor: _q, ...previo } = antes;
      auditoria.push({ tabla: 'cat_sucursales', clave: cod, antes: previo, despues: sucursal });
      cambios++;
    }

    const dir = direcciones.get(cod);
    const previa = dir && {
      ...dir,
      horarioApertura: dir.horarioApertura.slice(0, 5),
      horarioCierre: dir.horarioCierre.slice(0, 5),
    };
    if (!previa) {
      nuevasDirecciones.push({ codSucursal: cod, tipo: TIPO_FARMACIA, ...direccion, ...creado });
      auditoria.push({
        tabla: 'cat_sucursales_direcciones',
        clave: `${cod}-${TIPO_FARMACIA}`,
        despues: direccion,
      });
      cambios++;
    } else if (cambio(previa, direccion)) {
      await tx
        .update(d)
        .set({ ...direccion, ...modificado })
        .where(and(eq(d.codSucursal, cod), eq(d.tipo, TIPO_FARMACIA)));
      const { idDireccion: _i, codSucursal: _s, tipo: _t, creadoEn: _c, creadoPor: _p, ...anterior } = previa;
      const { modificadoEn: _m, modificadoPor: _q, ...sinFechas } = anterior;
      auditoria.push({
        tabla: 'cat_sucursales_direcciones',
        clave: `${cod}-${TIPO_FARMACIA}`,
        antes: sinFechas,
        despues: direccion,
      });
      cambios++;
    }

    const miembro = miembros.get(cod);
    if ((miembro?.id ?? null) !== idGrupo) {
      if (miembro) await tx.delete(catGrupoSucursalesDet).where(eq(catGrupoSucursalesDet.codSucursal, cod));
      if (idGrupo !== null)
        nuevosMiembros.push({ idCatGrupoSucursalesEnc: idGrupo, codSucursal: cod, ...creado });
      // Under each group, as 'Asignar sucursales a grupos' audits a group's branches (its Historial).
      if (miembro)
        auditoria.push({ tabla: 'cat_grupo_sucursales_det', clave: miembro.id, antes: { eliminada: cod } });
      if (idGrupo !== null)
        auditoria.push({ tabla: 'cat_grupo_sucursales_det', clave: idGrupo, despues: { agregadas: [cod] } });
      cambios++;
    }
    if (cambios > 0) conteo.actualizados++;
    else conteo.sinCambios++;
  }

  await insertarEnLote(tx, s, nuevasSucursales);
  await insertarEnLote(tx, d, nuevasDirecciones);
  await insertarEnLote(tx, catGrupoSucursalesDet, nuevosMiembros);
  await auditarEnLote(tx, actor, auditoria);
  return conteo;
};
