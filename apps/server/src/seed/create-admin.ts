import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepararBase } from '../db/preparar.ts';
import { empleados, webUsuarios, webUsuariosGrupos } from '../db/schema/index.ts';
import { revisarPasswordNueva } from '../platform/password-nueva.ts';
import { hashPassword } from '../platform/passwords.ts';

/**
 * npm run create-admin: the first administrator of a database started with DEMO_DATA=false.
 * Asks usuario, nombre and password (twice) and gives the user every menu entry. The password goes
 * through the same rules as the change-password screen (platform/password-nueva.ts): a refusal is
 * printed in Spanish and the command exits with 1.
 */
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
// Lines are read through one iterator so that answers piped in before the questions are not lost.
const lines = rl[Symbol.asyncIterator]();
// On a terminal readline echoes what is typed; a password must not be echoed.
let muted = false;
const echo = rl as unknown as { _writeToOutput: (text: string) => void };
const writeEcho = echo._writeToOutput.bind(rl);
echo._writeToOutput = (text) => {
  if (!muted) writeEcho(text);
};

const ask = async (question: string, hidden = false) => {
  process.stdout.write(question);
  muted = hidden && !!process.stdin.isTTY;
  try {
    const { value, done } = await lines.next();
    if (done) throw new Error('La entrada terminó antes de contestar todas las preguntas.');
    return String(value).trim();
  } finally {
    if (muted) process.stdout.write('\n');
    muted = false;
  }
};

const config = loadConfig();
const database = await openDatabase(config);
try {
  const usuario = await ask('Usuario: ');
  const nombre = await ask('Nombre del empleado: ');
  const password = await ask('Contraseña: ', true);
  const confirmacion = await ask('Confirme la contraseña: ', true);
  if (!usuario || !nombre) throw new Error('Usuario y nombre son obligatorios.');
  const rechazo = revisarPasswordNueva(password, { usuario, nombres: [nombre] }, confirmacion);
  if (rechazo) throw new Error(rechazo);
  // Only once the answers are acceptable: a refusal leaves the database untouched.
  await prepararBase(database);
  const { db } = database;
  await db.transaction(async (tx) => {
    const taken = await tx
      .select()
      .from(webUsuarios)
      .where(eq(sql`lower(${webUsuarios.usuario})`, usuario.toLowerCase()));
    if (taken.length > 0) throw new Error(`El usuario ${usuario} ya existe.`);
    let [grupo] = await tx
      .select()
      .from(webUsuariosGrupos)
      .where(eq(webUsuariosGrupos.esAdministrador, true));
    grupo ??= (
      await tx
        .insert(webUsuariosGrupos)
        .values({ nombre: 'Administradores', esAdministrador: true })
        .returning()
    )[0];
    const [empleado] = await tx.insert(empleados).values({ nombre }).returning();
    await tx.insert(webUsuarios).values({
      usuario,
      passwordHash: await hashPassword(password),
      codEmpleado: empleado!.codEmpleado,
      idWebUsuariosGrupos: grupo!.idWebUsuariosGrupos,
    });
    await tx.execute(sql`select otorgar_menu_administradores()`);
  });
  console.info(`Administrador ${usuario} creado.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rl.close();
  await database.close();
}
