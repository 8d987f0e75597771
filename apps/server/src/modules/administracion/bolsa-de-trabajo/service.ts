import { format } from '@farmasi/contracts';
import {
  bolsaDeTrabajoPantalla,
  CV_TAMANO_MAXIMO,
  ESTATUS_ACTIVA,
  type GuardarVacante,
  bolsaMessages as m,
  TIPOS_CV,
  validarVacante,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { archivos } from '../../../db/schema/index.ts';
import { borrarArchivo, guardarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { postulantesDeVacante, sucursalesEn, unaVacante, unPostulante } from './queries.ts';
import { catVacantes, controlVacantesPostulantes } from './tablas.ts';

type Vacancia = Omit<Required<GuardarVacante>, 'estatus' | 'usuario'>;

const mismoTexto = (a: string, b: string) =>
  a
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase() ===
  b
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * State and city come from the branches (001 §5): a new value must be a state with active branches
 * and a locality of that state. A vacancy edited without touching them keeps what it had, even if
 * its branches closed since.
 */
const revisarUbicacion = async (
  db: Queryable,
  v: Vacancia,
  anterior?: { estado: string; ciudad: string },
) => {
  if (anterior && mismoTexto(anterior.estado, v.estado) && mismoTexto(anterior.ciudad, v.ciudad)) return;
  if (!(await sucursalesEn(db, v.estado)))
    throw new Rechazo(format(m.estadoSinSucursales, { estado: v.estado }));
  if (!(await sucursalesEn(db, v.estado, v.ciudad)))
    throw new Rechazo(format(m.ciudadFueraDeEstado, { ciudad: v.ciudad, estado: v.estado }));
};

/** guardar-actualizar-vacante: checks, then creates (id 0) or updates, always estatus A, as the session's user. */
export const guardarVacante = async (db: Database, actor: Actor, body: Vacancia) => {
  const error = validarVacante(body);
  if (error) throw new Rechazo(error.message);
  const { idVacante, ...campos } = body;
  const valores = { ...campos, estatus: ESTATUS_ACTIVA, usuario: actor.idUsuario };
  const id = await escribir(db, actor, async ({ tx, auditar }) => {
    if (idVacante === 0) {
      await revisarUbicacion(tx, body);
      const [creada] = await tx
        .insert(catVacantes)
        .values({ ...valores, creadoPor: actor.idUsuario })
        .returning({ id: catVacantes.idVacante });
      await auditar({ tabla: 'cat_vacantes', clave: creada!.id, despues: valores });
      return creada!.id;
    }
    const [antes] = await tx
      .select()
      .from(catVacantes)
      .where(eq(catVacantes.idVacante, idVacante))
      .for('update');
    if (!antes) throw new Rechazo(m.vacanteNoExiste);
    await revisarUbicacion(tx, body, antes);
    await tx
      .update(catVacantes)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catVacantes.idVacante, idVacante));
    await auditar({ tabla: 'cat_vacantes', clave: idVacante, antes, despues: valores });
    return idVacante;
  });
  return (await unaVacante(db, id))!;
};

/** eliminar-vacante: the vacancy, its applicants and their CV files, in one transaction. */
export const eliminarVacante = (db: Database, actor: Actor, idVacante: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const [antes] = await tx
      .select()
      .from(catVacantes)
      .where(eq(catVacantes.idVacante, idVacante))
      .for('update');
    if (!antes) throw new Rechazo(m.vacanteNoExiste);
    const postulantes = await postulantesDeVacante(tx, idVacante);
    if (postulantes.length) {
      await tx.delete(controlVacantesPostulantes).where(
        inArray(
          controlVacantesPostulantes.idControlVacantesPostulantes,
          postulantes.map((p) => p.id),
        ),
      );
      for (const p of postulantes) await borrarArchivo(tx, p.idArchivo);
    }
    await tx.delete(catVacantes).where(eq(catVacantes.idVacante, idVacante));
    await auditar(
      { tabla: 'cat_vacantes', clave: idVacante, antes },
      ...postulantes.map((p) => ({ tabla: 'control_vacantes_postulantes', clave: p.id, antes: p })),
    );
    return { idVacante };
  });

/** eliminar-postulante: the applicant of that vacancy and their CV file. */
export const eliminarPostulante = (
  db: Database,
  actor: Actor,
  { idControlVacantesPostulantes, idVacante }: { idControlVacantesPostulantes: number; idVacante: number },
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await unPostulante(tx, idControlVacantesPostulantes);
    if (!antes || antes.idVacante !== idVacante) throw new Rechazo(m.postulanteNoExiste);
    await tx
      .delete(controlVacantesPostulantes)
      .where(eq(controlVacantesPostulantes.idControlVacantesPostulantes, idControlVacantesPostulantes));
    await borrarArchivo(tx, antes.idArchivo);
    await auditar({ tabla: 'control_vacantes_postulantes', clave: idControlVacantesPostulantes, antes });
    return { idControlVacantesPostulantes };
  });

/** A .doc reads as a Compound File (x-cfb): it is recorded as application/msword. */
const tipoDocumentoDe = (mime: string) => (mime === 'application/x-cfb' ? 'application/msword' : mime);

export interface NuevoPostulante {
  idVacante: number;
  nombre: string;
  contenido: Buffer;
  fechaSubida?: Date;
  creadoPor?: number | null;
}

/**
 * Stores an applicant's CV for a vacancy (the public site's application; the demo data uses it):
 * the type is read from the bytes (PDF, JPEG, DOC, DOCX), at most 5 MB. Call it inside the
 * transaction that owns the row.
 */
export const registrarPostulante = async (tx: Queryable, p: NuevoPostulante) => {
  if (!(await unaVacante(tx, p.idVacante))) throw new Rechazo(m.vacanteNoExiste);
  const idArchivo = await guardarArchivo(tx, {
    nombre: p.nombre,
    contenido: p.contenido,
    tipos: Object.keys(TIPOS_CV).filter((t) => t !== 'application/msword'),
    tamanoMaximo: CV_TAMANO_MAXIMO,
    pantalla: bolsaDeTrabajoPantalla,
    creadoPor: p.creadoPor ?? null,
    mensajes: { tipo: m.cvTipo, tamano: m.cvTamano },
  });
  const [archivo] = await tx
    .select({ tipoMime: archivos.tipoMime })
    .from(archivos)
    .where(eq(archivos.id, idArchivo));
  const [fila] = await tx
    .insert(controlVacantesPostulantes)
    .values({
      idVacante: p.idVacante,
      idArchivo,
      tipoDocumento: tipoDocumentoDe(archivo!.tipoMime),
      ...(p.fechaSubida ? { fechaSubida: p.fechaSubida } : {}),
    })
    .returning({ id: controlVacantesPostulantes.idControlVacantesPostulantes });
  return fila!.id;
};
