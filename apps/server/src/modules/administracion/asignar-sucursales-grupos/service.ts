import { format } from '@farmasi/contracts';
import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catGrupoSucursalesDet } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import {
  buscarGrupo,
  buscarSucursal,
  nombreDeGrupo,
  sucursalesAsignadas,
  sucursalesPorCodigo,
} from './queries.ts';

const det = catGrupoSucursalesDet;
const TABLA = 'cat_grupo_sucursales_det';

/** The group a branch is in, with all its branches; refused when it is in none. */
export const filtrarPorSucursal = async (db: Database, codSucursal: number) => {
  const s = await buscarSucursal(db, codSucursal);
  if (!s || s.idCatGrupoSucursalesEnc === 0) throw new Rechazo(m.sinGrupo);
  return sucursalesAsignadas(db, s.idCatGrupoSucursalesEnc);
};

/** Adds the marked branches (in no group) to the group: at least one (003 §5), all or none. */
export const guardar = async (
  db: Database,
  actor: Actor,
  input: { Grupo: number; listadoSucursales: { codSucursal: number; seleccionado: boolean }[] },
) => {
  const codigos = [
    ...new Set(input.listadoSucursales.filter((s) => s.seleccionado).map((s) => s.codSucursal)),
  ];
  if (codigos.length === 0) throw new Rechazo(m.sinSucursal);
  return escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      if (!(await buscarGrupo(tx, input.Grupo))) throw new Rechazo(m.grupoNoExiste);
      const estado = new Map((await sucursalesPorCodigo(tx, codigos)).map((s) => [s.codSucursal, s]));
      const nuevas: number[] = [];
      for (const codigo of codigos) {
        const s = estado.get(codigo);
        if (!s?.activo) throw new Rechazo(format(m.sucursalNoExiste, { codigo }));
        if (s.idCatGrupoSucursalesEnc === input.Grupo) continue;
        if (s.idCatGrupoSucursalesEnc !== 0)
          throw new Rechazo(
            format(m.sucursalEnOtroGrupo, {
              sucursal: s.sucursal,
              grupo: await nombreDeGrupo(tx, s.idCatGrupoSucursalesEnc),
            }),
          );
        nuevas.push(codigo);
      }
      if (nuevas.length > 0) {
        await tx.insert(det).values(
          nuevas.map((codSucursal) => ({
            idCatGrupoSucursalesEnc: input.Grupo,
            codSucursal,
            creadoPor: actor.idUsuario,
          })),
        );
        await auditar({ tabla: TABLA, clave: input.Grupo, despues: { agregadas: nuevas } });
      }
      return sucursalesAsignadas(tx, input.Grupo);
    },
    { duplicado: m.asignadaMientras },
  );
};

export const eliminar = (db: Database, actor: Actor, input: { Grupo: number; codSucursal: number }) =>
  db.transaction(async (tx) => {
    const grupo = await buscarGrupo(tx, input.Grupo);
    if (!grupo) throw new Rechazo(m.grupoNoExiste);
    const s = await buscarSucursal(tx, input.codSucursal);
    if (!s || s.idCatGrupoSucursalesEnc !== input.Grupo)
      throw new Rechazo(
        format(m.noEstaEnGrupo, { sucursal: s?.sucursal ?? input.codSucursal, grupo: grupo.grupo }),
      );
    await tx
      .delete(det)
      .where(and(eq(det.idCatGrupoSucursalesEnc, input.Grupo), eq(det.codSucursal, input.codSucursal)));
    await audit(tx, actor, { tabla: TABLA, clave: input.Grupo, antes: { eliminada: input.codSucursal } });
    const { activo: _, ...rest } = s;
    return { ...rest, idCatGrupoSucursalesEnc: 0, seleccionado: false };
  });

export const eliminarTodas = (db: Database, actor: Actor, input: { Grupo: number }) =>
  db.transaction(async (tx) => {
    const grupo = await buscarGrupo(tx, input.Grupo);
    if (!grupo) throw new Rechazo(m.grupoNoExiste);
    const borradas = await tx
      .delete(det)
      .where(eq(det.idCatGrupoSucursalesEnc, input.Grupo))
      .returning({ codSucursal: det.codSucursal });
    if (borradas.length === 0) throw new Rechazo(format(m.grupoVacio, { grupo: grupo.grupo }));
    await audit(tx, actor, {
      tabla: TABLA,
      clave: input.Grupo,
      antes: { eliminadas: borradas.map((b) => b.codSucursal) },
    });
    return { Grupo: input.Grupo, eliminadas: borradas.length, nombre: grupo.grupo };
  });
