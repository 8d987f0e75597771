import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepararBase } from '../db/preparar.ts';
import { asignarPassword } from '../modules/seguridad/empleados/asignar-password.ts';
import { Rechazo } from '../platform/errors.ts';

/**
 * npm run asignar-password -- --usuario <usuario>, with the password in NUEVA_PASSWORD: an
 * administrator with access to the server sets a user's password (the first one of an imported
 * user, or a forgotten one), with the same rules as every new password. Nothing is asked, so the
 * password never appears in the command line nor in a prompt's echo; keep it out of the shell's
 * history with `read -s NUEVA_PASSWORD && export NUEVA_PASSWORD`. A wrong call exits with 2, a
 * refused password or an unknown user with 1.
 */
const USO = 'Uso: NUEVA_PASSWORD=… npm run asignar-password -- --usuario <usuario>';

const leerUsuario = (args: readonly string[]) => {
  const [opcion = '', enLinea] = (args[0] ?? '').split(/=(.*)/s);
  const valor = enLinea ?? args[1];
  const sobran = args.length > (enLinea === undefined ? 2 : 1);
  return opcion === '--usuario' && valor && !valor.startsWith('--') && !sobran ? valor.trim() : null;
};

const usuario = leerUsuario(process.argv.slice(2));
const password = process.env.NUEVA_PASSWORD ?? '';
if (!usuario || !password) {
  console.error(usuario ? 'Falta la contraseña: póngala en la variable de entorno NUEVA_PASSWORD.' : USO);
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await prepararBase(database);
  const actor = {
    idUsuario: null,
    codEmpleado: null,
    requestId: randomUUID(),
    metodo: 'CLI',
    ruta: 'asignar-password',
  };
  const login = await asignarPassword(database.db, actor, usuario, password);
  console.info(`Contraseña asignada a ${login}; sus sesiones abiertas se cerraron.`);
} catch (error) {
  if (!(error instanceof Rechazo)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
