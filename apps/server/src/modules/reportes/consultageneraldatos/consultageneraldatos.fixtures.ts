import {
  CONSULTA_GENERAL_BARANETOS_URL,
  CONSULTA_GENERAL_URL,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { empleados, webUsuarios } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';
import { consultaGeneralOpcionesEmpleados } from './tablas.ts';

/** Shared by the module's test files (each calls it once: no state is kept in the module). */
export const abrirConsulta = async () => {
  const { app, db } = await createTestApp();
  const admin = await signIn(app, 'admin');
  const consulta = await signIn(app, 'consulta');

  /** A user of no administrators' group with the given screens and granted options. */
  const usuario = async (nombre: string, urls: string[], opciones: number[]) => {
    const password = 'Prueba#2468x';
    const [empleado] = await db
      .insert(empleados)
      .values({ nombre: 'Prueba', apellidoPaterno: 'Consulta', apellidoMaterno: nombre })
      .returning();
    const [user] = await db
      .insert(webUsuarios)
      .values({
        usuario: nombre,
        passwordHash: await hashPassword(password),
        codEmpleado: empleado!.codEmpleado,
      })
      .returning();
    for (const url of urls) await otorgarPantalla(db, user!.idUsuario, url);
    if (opciones.length)
      await db
        .insert(consultaGeneralOpcionesEmpleados)
        .values(opciones.map((idOpcion) => ({ codEmpleado: empleado!.codEmpleado, idOpcion })));
    return { ...(await signIn(app, { usuario: nombre, password })), codEmpleado: empleado!.codEmpleado };
  };

  /** Granted the chain screen and options 1 (sales per branch) and 5 (a supplier's articles). */
  const analista = await usuario('analista', [CONSULTA_GENERAL_URL], [1, 5]);
  /** Granted only the wholesale screen, and option 105. */
  const mayoreo = await usuario('mayoreo', [CONSULTA_GENERAL_BARANETOS_URL], [105]);
  return { app, db, admin, consulta, analista, mayoreo, codAdmin: admin.data.codEmpleado as number };
};

export type Sesion = Awaited<ReturnType<typeof abrirConsulta>>['admin'];

/** A search body with the option's defaults filled in. */
export const busqueda = (idOpcion: number, o: Record<string, unknown> = {}) => ({
  idOpcion,
  fechaInicio: '',
  fechaFin: '',
  valores: '',
  valores2: '',
  comboEspecialTipo: 0,
  comboEspecialValor: 'TODOS',
  ...o,
});
