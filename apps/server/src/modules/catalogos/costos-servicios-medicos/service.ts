import { format } from '@farmasi/contracts';
import {
  type AgregarServicio,
  type ModificarServicio,
  serviciosMedicosMessages as m,
  validarServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { catArticulos } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import {
  filaParaEscribir,
  homonimoActivo,
  insertarArticuloDeServicio,
  servicioPorId,
  tipoExiste,
} from './queries.ts';
import { catServiciosMedicos } from './tablas.ts';
import { asentar, conNuevoPrecio } from './vigencia.ts';

const TABLA = 'cat_servicios_medicos';

interface Datos {
  servicio: string;
  tipo: string;
  costo: number | null;
}

/** 001 §5's checks in order (the same function the browser runs), then what only the server knows. */
const validar = async (tx: Tx, d: Datos, excepto = 0) => {
  const falla = validarServicioMedico(d);
  if (falla) throw new Rechazo(falla.message);
  if (!(await tipoExiste(tx, d.tipo.trim()))) throw new Rechazo(m.tipoNoExiste);
  if (await homonimoActivo(tx, d.servicio.trim(), excepto))
    throw new Rechazo(format(m.duplicado, { servicio: d.servicio.trim() }));
};

const leer = async (tx: Tx, id: number, hoy: string) => {
  const servicio = await servicioPorId(tx, id, hoy);
  if (!servicio) throw new Error('El servicio médico guardado no se encontró');
  return servicio;
};

/**
 * agregar-servicio-medico (N): the service and its article (001 §3 defaults: description = the
 * service, sizes 1, SAT code, status A) in one transaction; the price applies today or from its day.
 */
export const agregar = (db: Database, actor: Actor, body: AgregarServicio, hoy: string) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const s = body.servicioMedico;
    const datos = { servicio: s.servicio ?? '', tipo: s.tipo ?? '', costo: s.costo ?? null };
    await validar(tx, datos);
    const servicio = datos.servicio.trim();
    const now = new Date();
    const codArticulo = await insertarArticuloDeServicio(tx, {
      servicio,
      usuario: actor.idUsuario,
      codigoSat: body.articulo?.codigoSat,
      creadoEn: now,
    });
    const precios = conNuevoPrecio(
      { costo: null, fechaAplicacion: null },
      (datos.costo ?? 0).toFixed(2),
      s.fechaAplicacion ?? '',
      hoy,
    );
    const [creado] = await tx
      .insert(catServiciosMedicos)
      .values({
        servicio,
        tipo: datos.tipo.trim(),
        ...precios,
        codArticulo,
        creadoPor: actor.idUsuario,
        creadoEn: now,
      })
      .returning();
    if (!creado) throw new Error('El servicio médico no se insertó');
    await auditar(
      { tabla: TABLA, clave: creado.idServicioMedico, despues: creado },
      {
        tabla: 'cat_articulos',
        clave: codArticulo,
        despues: { descripcion: servicio, alta: TABLA },
      },
    );
    return leer(tx, creado.idServicioMedico, hoy);
  });

/**
 * modificar-servicio-medico (M): description and type change at once (the article's description
 * follows); the price applies today or from its day, as when adding.
 */
export const modificar = (db: Database, actor: Actor, body: ModificarServicio, hoy: string) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await filaParaEscribir(tx, body.idServicioMedico);
    if (!antes) throw new Rechazo(m.noExiste);
    if (antes.estatus === 'C') throw new Rechazo(m.yaCancelado);
    const datos = { servicio: body.servicio ?? '', tipo: body.tipo ?? '', costo: body.costo ?? null };
    await validar(tx, datos, antes.idServicioMedico);
    const servicio = datos.servicio.trim();
    const now = new Date();
    const precios = conNuevoPrecio(
      asentar(antes, hoy),
      (datos.costo ?? 0).toFixed(2),
      body.fechaAplicacion ?? '',
      hoy,
    );
    const [despues] = await tx
      .update(catServiciosMedicos)
      .set({
        servicio,
        tipo: datos.tipo.trim(),
        ...precios,
        modificadoPor: actor.idUsuario,
        modificadoEn: now,
      })
      .where(eq(catServiciosMedicos.idServicioMedico, antes.idServicioMedico))
      .returning();
    if (servicio !== antes.servicio)
      await tx
        .update(catArticulos)
        .set({
          descripcion: servicio,
          descripcionFarmasi: servicio,
          modificadoPor: actor.idUsuario,
          modificadoEn: now,
        })
        .where(eq(catArticulos.codArticuloFarmasi, antes.codArticulo));
    await auditar({ tabla: TABLA, clave: antes.idServicioMedico, antes, despues });
    return leer(tx, antes.idServicioMedico, hoy);
  });

/**
 * Cancel (C) and restore (R), both immediate (001 §4). The article follows: a cancelled service's
 * article is 'B' (baja) so that it is not sold, a restored one is 'A' again.
 */
const cambiarEstatus = (db: Database, actor: Actor, id: number, estatus: 'A' | 'C', hoy: string) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await filaParaEscribir(tx, id);
    if (!antes) throw new Rechazo(m.noExiste);
    if (estatus === 'C' && antes.estatus === 'C') throw new Rechazo(m.yaCancelado);
    if (estatus === 'A' && antes.estatus !== 'C') throw new Rechazo(m.noCancelado);
    if (estatus === 'A' && (await homonimoActivo(tx, antes.servicio, id)))
      throw new Rechazo(format(m.duplicado, { servicio: antes.servicio }));
    const now = new Date();
    await tx
      .update(catServiciosMedicos)
      .set({ ...asentar(antes, hoy), estatus, modificadoPor: actor.idUsuario, modificadoEn: now })
      .where(eq(catServiciosMedicos.idServicioMedico, id));
    await tx
      .update(catArticulos)
      .set({ estatus: estatus === 'C' ? 'B' : 'A', modificadoPor: actor.idUsuario, modificadoEn: now })
      .where(eq(catArticulos.codArticuloFarmasi, antes.codArticulo));
    await auditar({ tabla: TABLA, clave: id, antes: { estatus: antes.estatus }, despues: { estatus } });
    return leer(tx, id, hoy);
  });

export const cancelar = (db: Database, actor: Actor, id: number, hoy: string) =>
  cambiarEstatus(db, actor, id, 'C', hoy);

export const restaurar = (db: Database, actor: Actor, id: number, hoy: string) =>
  cambiarEstatus(db, actor, id, 'A', hoy);
