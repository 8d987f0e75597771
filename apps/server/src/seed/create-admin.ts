import { createInterface } from 'node:readline/promises';
import { checkNewPassword } from '@farmasi/contracts';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { empleados, webUsuarios, webUsuariosGrupos } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';

/**
 * npm run create-admin: the first administrator of a database started with DEMO_DATA=false.
 * Asks usuario, nombre and password (twice) and gives the user every menu entry.
 */
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const ask = async (question: string) => (await rl.question(question)).trim();

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const usuario = await ask('Usuario: ');
  const nombre = await ask('Nombre del empleado: ');
  const password = await ask('Contraseña: ');
  const confirmacion = await ask('Confirme la contraseña: ');
  const failure = checkNewPassword(password, confirmacion);
  if (!usuario || !nombre) throw new Error('Usuario y nombre son obligatorios.');
  if (failure) throw new Error(failure.message);
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
