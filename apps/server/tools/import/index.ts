import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { importadores } from '../../src/modules/sistemas/importar-datos/importadores.ts';
import type { Actor } from '../../src/platform/audit.ts';
import { ejecutarImportacion } from '../../src/platform/importacion/ejecutar.ts';
import { origenDeRuta } from '../../src/platform/importacion/origen.ts';
import { escribirPlantilla } from '../../src/platform/importacion/plantilla.ts';
import { resumenImportacion, textoDeError } from '../../src/platform/importacion/resumen.ts';
import { type Progreso, TIPOS_IMPORTACION } from '../../src/platform/importacion/tipos.ts';
import { leerArgumentos, textoDeAyuda, USO } from './argumentos.ts';

/**
 * npm run import -- <tipo> <archivo.csv|archivo.xlsx> [--dry-run]
 * npm run import -- <tipo> --plantilla <archivo.csv|archivo.xlsx>
 * npm run import -- --help
 *
 * The master-data imports of issue 28 (docs/decisions/importacion.md): one line per bad row on
 * stdout (`línea N: <campo>: <razón>`), progress on stderr, a Spanish summary last. Exit 0 when
 * imported (or checked, with --dry-run), 1 when any row is bad (nothing written), 2 on a wrong call.
 * The audit log records the command as the actor: no application user (idUsuario null), method
 * 'CLI', route 'cli import <tipo>', and the operating-system user in the request id.
 */

// npm runs workspace scripts in apps/server: a relative path is the caller's (INIT_CWD).
const ruta = (archivo: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), archivo);

function usoIncorrecto(mensaje: string): never {
  console.error(`${mensaje}\n\n${USO}\n\nnpm run import -- --help lista los tipos y sus columnas.`);
  process.exit(2);
}

const orden = leerArgumentos(process.argv.slice(2));
const registro = await importadores();

if (orden.accion === 'ayuda') {
  const disponibles = [...registro.values()];
  console.info(
    textoDeAyuda(
      disponibles,
      TIPOS_IMPORTACION.filter((t) => !registro.has(t)),
    ),
  );
  process.exit(0);
}
if (orden.accion === 'error') usoIncorrecto(orden.mensaje);

const importador = registro.get(orden.tipo as (typeof TIPOS_IMPORTACION)[number]);
if (!importador) {
  const tipos = [...registro.keys()].join(', ');
  usoIncorrecto(`Tipo desconocido: ${orden.tipo}. Los tipos son: ${tipos}.`);
}

if (orden.accion === 'plantilla') {
  const destino = ruta(orden.archivo);
  writeFileSync(destino, await escribirPlantilla(importador, orden.formato));
  console.info(`Plantilla de ${importador.tipo} escrita en ${destino}.`);
  process.exit(0);
}

const archivo = ruta(orden.archivo);
if (!existsSync(archivo)) usoIncorrecto(`No existe el archivo ${archivo}.`);

/** Progress on stderr: rewritten in place on a terminal; otherwise a line a second, and each pass's last count. */
const progreso = () => {
  const terminal = process.stderr.isTTY;
  let fase = '';
  let ultimo = 0;
  let texto = '';
  let impreso = '';
  const imprimir = (t: string) => {
    process.stderr.write(`${t}\n`);
    impreso = t;
    ultimo = Date.now();
  };
  return {
    avisar: (p: Progreso) => {
      const anterior = texto;
      const filas = `${p.filas.toLocaleString('en-US')} ${p.filas === 1 ? 'fila' : 'filas'}`;
      texto = `${p.fase === 'verificando' ? 'Verificando' : 'Escribiendo'}… ${filas}`;
      const cambio = p.fase !== fase;
      fase = p.fase;
      if (terminal) process.stderr.write(`${cambio && anterior ? '\n' : '\r'}${texto}`);
      else {
        if (cambio && anterior && anterior !== impreso) imprimir(anterior);
        if (cambio || Date.now() - ultimo >= 1000) imprimir(texto);
      }
    },
    terminar: () => {
      if (terminal && texto) process.stderr.write('\n');
      else if (texto && texto !== impreso) imprimir(texto);
    },
  };
};

const actor: Actor = {
  idUsuario: null,
  codEmpleado: null,
  requestId: `cli:${userInfo().username}:${randomUUID()}`,
  metodo: 'CLI',
  ruta: `cli import ${importador.tipo}`,
};

/** A failure outside the file's rows (the database unreachable or locked, a fault): nothing was written. */
const fallo = (error: unknown) => {
  console.error(`No se importó nada: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
};

// The configuration as the server reads it (with DATABASE_URL it also asks for JWT_SECRET, as every tool does).
const database = await Promise.resolve()
  .then(() => openDatabase(loadConfig()))
  .catch((error: unknown) => {
    fallo(error);
    return null;
  });
if (database)
  try {
    await prepararBase(database);
    const aviso = progreso();
    const resultado = await ejecutarImportacion(database.db, importador, origenDeRuta(archivo), {
      dryRun: orden.dryRun,
      actor,
      onProgreso: aviso.avisar,
    });
    aviso.terminar();
    for (const e of resultado.errores) console.info(textoDeError(e));
    console.info(resumenImportacion(resultado, orden.dryRun));
    process.exitCode = resultado.errores.length > 0 ? 1 : 0;
  } catch (error) {
    fallo(error);
  } finally {
    await database.close();
  }
