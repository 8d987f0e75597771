import { format } from '@farmasi/contracts';
import {
  type GuardarPermisosBody,
  permisosMessages as m,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import type { Database, Queryable } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { conAncestros, estadoArbol, sinGruposVacios } from './arbol.ts';
import type { Arbol } from './menus.ts';
import { leerOpciones, leerPermisos, reemplazarPermisos, usuarioActivo } from './queries.ts';

const arbolDe = async (db: Queryable, arbol: Arbol, idUsuario: number) => {
  const opciones = await leerOpciones(db, arbol);
  const visibles = arbol.esWeb ? sinGruposVacios(opciones) : opciones;
  return estadoArbol(visibles, new Set(await leerPermisos(db, arbol, idUsuario)));
};

const exigirUsuario = async (db: Queryable, idWebUsuario: number, bloquear = false) => {
  if (!(await usuarioActivo(db, idWebUsuario, bloquear)))
    throw new Rechazo(format(m.usuarioNoExiste, { idWebUsuario }));
};

/** The whole menu with this user's state per node (003 §3 Menu permission node). */
export const obtenerArbol = async (db: Database, arbol: Arbol, idWebUsuario: number) => {
  await exigirUsuario(db, idWebUsuario);
  return arbolDe(db, arbol, idWebUsuario);
};

/**
 * Replaces the user's set with the sent ids and their ancestors, in one transaction with the audit
 * entry. Unknown ids refuse the whole save, naming them.
 */
export const guardarPermisos = (db: Database, actor: Actor, arbol: Arbol, body: GuardarPermisosBody) =>
  db.transaction(async (tx) => {
    const { idWebUsuario } = body;
    await exigirUsuario(tx, idWebUsuario, true);
    const opciones = await leerOpciones(tx, arbol);
    const existentes = new Set(opciones.map((o) => o.id));
    const enviados = [...new Set(body.permisosWebUsuario)];
    const desconocidas = enviados.filter((id) => !existentes.has(id));
    if (desconocidas.length > 0)
      throw new Rechazo(format(m.opcionesDesconocidas, { ids: desconocidas.join(', ') }));
    const antes = await leerPermisos(tx, arbol, idWebUsuario);
    const despues = conAncestros(opciones, enviados);
    await reemplazarPermisos(tx, arbol, idWebUsuario, despues);
    await audit(tx, actor, { tabla: arbol.permisos, clave: idWebUsuario, antes, despues });
    return arbolDe(tx, arbol, idWebUsuario);
  });
