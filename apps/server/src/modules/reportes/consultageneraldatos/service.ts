import type { BusquedaConsultaLeida, OpcionConsulta } from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  COMBO_TODOS,
  fallaBusqueda,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { webUsuarios, webUsuariosGrupos } from '../../../db/schema/index.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { hoy } from '../../../platform/fechas.ts';
import { comboDe, opcionesCombo } from './combos.ts';
import { opcionDelRegistro } from './registro/index.ts';
import type { OpcionRegistro, Parametros } from './registro/tipos.ts';
import {
  consultaGeneralOpcionesEmpleados as asignadas,
  consultaGeneralOpciones as opciones,
} from './tablas.ts';

/** Who asks: the session's web user and employee, and the line (1 pharmacies, 2 Baranetos). */
export interface Solicitante {
  idUsuario: number;
  codEmpleado: number;
  empresa: 1 | 2;
}

/** Members of an administrators' group see every option of the line (003 §6, ours). */
const esAdministrador = async (db: Queryable, idUsuario: number): Promise<boolean> => {
  const [fila] = await db
    .select({ admin: webUsuariosGrupos.esAdministrador })
    .from(webUsuarios)
    .innerJoin(webUsuariosGrupos, eq(webUsuariosGrupos.idWebUsuariosGrupos, webUsuarios.idWebUsuariosGrupos))
    .where(eq(webUsuarios.idUsuario, idUsuario));
  return fila?.admin === true;
};

/** The flags of an option as 003 §3 names them. */
export const flagsDe = (o: OpcionRegistro, descripcion: string): OpcionConsulta => ({
  idOpcion: o.idOpcion,
  descripcion,
  mostrarFechaInicial: o.fechas !== 'ninguna',
  mostrarFechaFinal: o.fechas === 'rango',
  mostrarSolicitarDato: !!o.dato,
  mostrarSolicitarDato2: !!o.dato2,
  textoSolicitarDato: o.dato?.texto ?? '',
  textoSolicitarDato2: o.dato2?.texto ?? '',
  filtroDato: o.dato?.filtro ?? '',
  filtroDato2: o.dato2?.filtro ?? '',
  solicitarDatoRequerido: o.dato?.requerido ?? false,
  solicitarDato2Requerido: o.dato2?.requerido ?? false,
  comboEspecial: o.combo?.tipo ?? 0,
  comboEspecialTexto: o.combo?.texto ?? '',
});

/**
 * The options of the line the employee may run, in their order: every active one for an
 * administrator, else those granted to the employee. `codEmpleado` must be the session's own
 * (003 §7 puts it in the path; nobody reads another employee's options).
 */
export const opcionesDelEmpleado = async (
  db: Queryable,
  quien: Solicitante,
  codEmpleado: number,
): Promise<OpcionConsulta[]> => {
  if (codEmpleado !== quien.codEmpleado) throw new Rechazo(m.empleadoAjeno);
  const todas = await esAdministrador(db, quien.idUsuario);
  const filas = await db
    .selectDistinct({ idOpcion: opciones.idOpcion, descripcion: opciones.descripcion, orden: opciones.orden })
    .from(opciones)
    .leftJoin(
      asignadas,
      and(eq(asignadas.idOpcion, opciones.idOpcion), eq(asignadas.codEmpleado, quien.codEmpleado)),
    )
    .where(
      and(
        eq(opciones.idEmpresa, quien.empresa),
        eq(opciones.activo, true),
        todas ? undefined : sql`${asignadas.codEmpleado} is not null`,
      ),
    )
    .orderBy(asc(opciones.orden), asc(opciones.idOpcion));
  return filas.flatMap((f) => {
    const o = opcionDelRegistro(f.idOpcion);
    return o && o.empresa === quien.empresa ? [flagsDe(o, f.descripcion)] : [];
  });
};

/** The option the search names, if the employee may run it; else the refusal. */
export const opcionPermitida = async (
  db: Queryable,
  quien: Solicitante,
  idOpcion: number,
): Promise<{ registro: OpcionRegistro; opcion: OpcionConsulta }> => {
  const o = opcionDelRegistro(idOpcion);
  const [fila] = await db
    .select({ descripcion: opciones.descripcion })
    .from(opciones)
    .where(
      and(eq(opciones.idOpcion, idOpcion), eq(opciones.idEmpresa, quien.empresa), eq(opciones.activo, true)),
    );
  if (!o || o.empresa !== quien.empresa || !fila) throw new Rechazo(m.opcionNoExiste);
  if (!(await esAdministrador(db, quien.idUsuario))) {
    const [asignada] = await db
      .select({ idOpcion: asignadas.idOpcion })
      .from(asignadas)
      .where(and(eq(asignadas.idOpcion, idOpcion), eq(asignadas.codEmpleado, quien.codEmpleado)));
    if (!asignada) throw new Rechazo(m.opcionNoAsignada);
  }
  return { registro: o, opcion: flagsDe(o, fila.descripcion) };
};

/**
 * The search's checks (the web's, in the same order: 003 §5) and then the special combo's value,
 * which must be TODOS (or empty) or one of the combo's values. Answers the query's parameters;
 * filters the option does not show are ignored.
 */
export const parametrosDe = async (
  db: Queryable,
  quien: Solicitante,
  o: { registro: OpcionRegistro; opcion: OpcionConsulta },
  b: BusquedaConsultaLeida,
): Promise<Parametros> => {
  const falla = fallaBusqueda(o.opcion, b, hoy());
  if (falla) throw new Rechazo(falla.mensaje);
  const { registro } = o;
  let combo = '';
  if (registro.combo && b.comboEspecialValor && b.comboEspecialValor !== COMBO_TODOS) {
    const definicion = comboDe(registro.combo.tipo, quien.empresa);
    const valores = definicion ? await definicion.valores(db) : [];
    if (!valores.some((v) => v.valor === b.comboEspecialValor))
      throw new Rechazo(m.comboInvalido(registro.combo.texto));
    combo = b.comboEspecialValor;
  }
  return {
    desde: registro.fechas === 'ninguna' ? '' : b.fechaInicio,
    hasta: registro.fechas === 'rango' ? b.fechaFin : registro.fechas === 'dia' ? b.fechaInicio : '',
    dato: registro.dato ? b.valores : '',
    dato2: registro.dato2 ? b.valores2 : '',
    combo,
  };
};

/** A combo's entries for the line (TODOS first). */
export const comboDeLaLinea = async (db: Queryable, empresa: number, tipo: number) => {
  const combo = comboDe(tipo, empresa);
  if (!combo) throw new Rechazo(m.comboNoExiste);
  return opcionesCombo(db, combo);
};
