import { format, messages } from '@farmasi/contracts';
import { ELIMINAR } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catGrupoSucursalesDet, catGrupoSucursalesEnc } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { buscarGrupo, buscarGrupoPorNombre, estadoDeSucursales, sucursalesDeGrupo } from './queries.ts';

const m = messages.grupoSucursales;
const TABLA = 'cat_grupo_sucursales_enc';

const eliminarGrupo = async (db: Database, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const grupo = await buscarGrupo(tx, id);
    if (!grupo) throw new Rechazo(m.noExiste);
    const sucursales = (await sucursalesDeGrupo(tx, id)).map((s) => s.codSucursal);
    await tx.delete(catGrupoSucursalesEnc).where(eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, id));
    await audit(tx, actor, { tabla: TABLA, clave: id, antes: { grupo: grupo.grupo, sucursales } });
    return respuesta({ idCatGrupoSucursalesEnc: id, grupo: grupo.grupo }, m.eliminado);
  });

const crearORenombrar = async (db: Database, actor: Actor, id: number, nombre: string) =>
  db.transaction(async (tx) => {
    const mismoNombre = await buscarGrupoPorNombre(tx, nombre);
    if (mismoNombre && mismoNombre.idCatGrupoSucursalesEnc !== id)
      throw new Rechazo(format(m.duplicado, { nombre }));
    const now = new Date();
    if (id === 0) {
      const [creado] = await tx
        .insert(catGrupoSucursalesEnc)
        .values({ grupo: nombre, creadoPor: actor.idUsuario, creadoEn: now })
        .returning();
      if (!creado) throw new Error('El grupo no se insertó');
      await audit(tx, actor, {
        tabla: TABLA,
        clave: creado.idCatGrupoSucursalesEnc,
        despues: { grupo: nombre },
      });
      return respuesta({ idCatGrupoSucursalesEnc: creado.idCatGrupoSucursalesEnc, grupo: nombre }, m.creado);
    }
    const anterior = await buscarGrupo(tx, id);
    if (!anterior) throw new Rechazo(m.noExiste);
    await tx
      .update(catGrupoSucursalesEnc)
      .set({ grupo: nombre, modificadoPor: actor.idUsuario, modificadoEn: now })
      .where(eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, id));
    await audit(tx, actor, {
      tabla: TABLA,
      clave: id,
      antes: { grupo: anterior.grupo },
      despues: { grupo: nombre },
    });
    return respuesta({ idCatGrupoSucursalesEnc: id, grupo: nombre }, m.actualizado);
  });

/** guardar-elimina: grupo 0 creates, nombre 'eliminar' deletes, otherwise renames (000 §7). */
export const guardarElimina = async (
  db: Database,
  actor: Actor,
  input: { grupo: number; nombre: string },
) => {
  const nombre = input.nombre.trim();
  const eliminar = nombre.toLowerCase() === ELIMINAR;
  if (eliminar && input.grupo > 0) return eliminarGrupo(db, actor, input.grupo);
  if (!nombre) throw new Rechazo(m.sinDescripcion);
  if (eliminar) throw new Rechazo(m.nombreReservado);
  try {
    return await crearORenombrar(db, actor, input.grupo, nombre);
  } catch (error) {
    // Two users creating the same name at once: the unique index decides, the answer is the rule's.
    if (isUniqueViolation(error)) throw new Rechazo(format(m.duplicado, { nombre }));
    throw error;
  }
};

/** Replaces the group's branches with the selected ones, in one transaction. */
export const guardarSucursales = async (
  db: Database,
  actor: Actor,
  idGrupo: number,
  lista: { codSucursal: number; seleccionado: boolean }[],
) => {
  const codigos = [...new Set(lista.filter((s) => s.seleccionado).map((s) => s.codSucursal))];
  if (codigos.length === 0) throw new Rechazo(m.sinSucursal);
  return db.transaction(async (tx) => {
    if (!(await buscarGrupo(tx, idGrupo))) throw new Rechazo(m.noExiste);
    const estado = new Map((await estadoDeSucursales(tx, codigos)).map((s) => [s.codSucursal, s]));
    for (const codSucursal of codigos) {
      const s = estado.get(codSucursal);
      if (!s?.activo) throw new Rechazo(format(m.sucursalNoExiste, { codSucursal }));
      if (s.idGrupo !== null && s.idGrupo !== idGrupo)
        throw new Rechazo(format(m.sucursalEnOtroGrupo, { sucursal: s.sucursal, grupo: s.grupo ?? '' }));
    }
    const antes = (await sucursalesDeGrupo(tx, idGrupo)).map((s) => s.codSucursal);
    await tx.delete(catGrupoSucursalesDet).where(eq(catGrupoSucursalesDet.idCatGrupoSucursalesEnc, idGrupo));
    await tx.insert(catGrupoSucursalesDet).values(
      codigos.map((codSucursal) => ({
        idCatGrupoSucursalesEnc: idGrupo,
        codSucursal,
        creadoPor: actor.idUsuario,
      })),
    );
    await audit(tx, actor, {
      tabla: 'cat_grupo_sucursales_det',
      clave: idGrupo,
      antes: { sucursales: antes },
      despues: { sucursales: codigos },
    });
    return sucursalesDeGrupo(tx, idGrupo);
  });
};
