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
 * Asks usuario, nombre and password (twice) and gives the user every menu entry. Without questions
 * (an installation script): `ADMIN_PASSWORD=… npm run create-admin -- --usuario jefe --nombre "…"`;
 * a missing or unknown argument exits with 2. The password goes through the same rules as the
 * change-password screen (platform/password-nueva.ts) either way: a refusal is printed in Spanish and
 * the command exits with 1.
 */
const USO =
  'Uso: npm run create-admin  (pregunta usuario, nombre y contraseña)\n' +
  '     ADMIN_PASSWORD=… npm run create-admin -- --usuario <usuario> --nombre "<nombre del empleado>"';

class UsoIncorrecto extends Error {}

/** --usuario and --nombre (also --usuario=x), or null when the command runs with questions. */
const leerArgumentos = (args: readonly string[]) => {
  if (args.length === 0) return null;
  const valores: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const [opcion = '', enLinea] = (args[i] ?? '').split(/=(.*)/s);
    if (opcion !== '--usuario' && opcion !== '--nombre')
      throw new UsoIncorrecto(`Argumento desconocido: ${args[i]}.`);
    const valor = enLinea ?? args[++i];
    if (valor === undefined || valor.startsWith('--'))
      throw new UsoIncorrecto(`Falta el valor de ${opcion}.`);
    valores[opcion.slice(2)] = valor.trim();
  }
  if (!valores.usuario || !valores.nombre)
    throw new UsoIncorrecto('Sin preguntas se necesitan --usuario y --nombre.');
  const password = process.env.ADMIN_PASSWORD ?? '';
  if (!password)
    throw new UsoIncorrecto('Falta la contraseña: póngala en la variable de entorno ADMIN_PASSWORD.');
  return { usuario: valores.usuario, nombre: valores.nombre, password, confirmacion: password };
};

/** The answers typed at the prompts (the password twice, not echoed on a terminal). */
const preguntar = async () => {
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
  try {
    const usuario = await ask('Usuario: ');
    const nombre = await ask('Nombre del empleado: ');
    const password = await ask('Contraseña: ', true);
    const confirmacion = await ask('Confirme la contraseña: ', true);
    return { usuario, nombre, password, confirmacion };
  } finally {
    rl.close();
  }
};

let respuestas: Awaited<ReturnType<typeof preguntar>> | null;
try {
  respuestas = leerArgumentos(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsoIncorrecto)) throw error;
  console.error(`${error.message}\n${USO}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const { usuario, nombre, password, confirmacion } = respuestas ?? (await preguntar());
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
  await database.close();
}
