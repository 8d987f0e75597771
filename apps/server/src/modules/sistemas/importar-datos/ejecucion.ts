import { PassThrough } from 'node:stream';
import { rejected } from '@farmasi/contracts/envelope';
import { messages } from '@farmasi/contracts/messages';
import {
  IMPORTACION_ERRORES_MAXIMOS,
  importarDatosMessages as m,
  type ResultadoImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { ejecutarImportacion } from '../../../platform/importacion/ejecutar.ts';
import { origenDeBytes } from '../../../platform/importacion/origen.ts';
import { filasConError, resumenImportacion } from '../../../platform/importacion/resumen.ts';
import type { Importador, ResultadoImportacion as Resultado } from '../../../platform/importacion/tipos.ts';

/** What the screen receives of a run: the errors capped, their total, and the command line's summary. */
export const resultadoParaPantalla = (r: Resultado, verificacion: boolean): ResultadoImportacion => ({
  tipo: r.tipo,
  verificacion,
  filas: r.filas,
  errores: r.errores.slice(0, IMPORTACION_ERRORES_MAXIMOS),
  totalErrores: r.errores.length,
  filasConError: filasConError(r.errores),
  conteo: r.conteo ?? null,
  resumen: resumenImportacion(r, verificacion),
});

const linea = (valor: unknown) => `${JSON.stringify(valor)}\n`;

/**
 * Runs an import and answers it as a stream of NDJSON lines: progress while the file is checked and
 * written (so that the screen shows how far a 100,000-row file has got), and last the envelope. The
 * file has been read and the call authorised before the first byte, so a refusal of the request is
 * still a plain 4xx; a fault after that is the last line, an envelope with value false.
 */
export const responderEjecucion = (
  { db, request, reply }: { db: Database; request: FastifyRequest; reply: FastifyReply },
  importador: Importador<unknown>,
  archivo: { nombre: string; contenido: Buffer },
  { verificacion, actor }: { verificacion: boolean; actor: Actor },
) => {
  const salida = new PassThrough();
  const escribir = (valor: unknown) => {
    if (!salida.writableEnded) salida.write(linea(valor));
  };
  void ejecutarImportacion(db, importador, origenDeBytes(archivo.nombre, archivo.contenido), {
    dryRun: verificacion,
    actor,
    onProgreso: (progreso) => escribir({ progreso }),
  })
    .then((r) => {
      const data = resultadoParaPantalla(r, verificacion);
      escribir({ value: r.errores.length === 0, message: data.resumen, data });
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'error inesperado al importar');
      const interno = messages.servidor.errorInterno.replace('{requestId}', String(request.id));
      escribir(rejected(m.falloImportacion.replace('{razon}', interno)));
    })
    .finally(() => salida.end());
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(salida);
};
