import type { ColumnaResultado, OpcionConsulta } from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  consultaGeneralMessages as m,
  nombreExportacion,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { type ColumnaExcel, enviarXlsx, type TipoColumna } from '../../../platform/excel.ts';
import { horaLocal } from '../../../platform/fechas.ts';
import { type Fila, hayFilas, todasLasFilas } from './consulta.ts';
import type { OpcionRegistro, Parametros } from './registro/tipos.ts';

/** How each kind of result column is written in the .xlsx (platform/excel.ts). */
const FORMATO: Record<ColumnaResultado['tipo'], { kind: TipoColumna; formato?: string; ancho: number }> = {
  texto: { kind: 'texto', ancho: 30 },
  entero: { kind: 'numero', formato: '0', ancho: 12 },
  numero: { kind: 'numero', formato: '#,##0.00', ancho: 14 },
  moneda: { kind: 'moneda', ancho: 16 },
  fecha: { kind: 'fecha', ancho: 12 },
  fechaHora: { kind: 'fechaHora', ancho: 20 },
};

export const columnasExcel = (columnas: readonly ColumnaResultado[]): ColumnaExcel<Fila>[] =>
  columnas.map((c) => {
    const f = FORMATO[c.tipo];
    return {
      header: c.titulo,
      key: c.campo,
      kind: f.kind,
      width: Math.max(f.ancho, c.titulo.length + 4),
      ...(f.formato ? { formato: f.formato } : {}),
    };
  });

/** A sheet's name: at most 31 characters, none of \ / ? * [ ] : (Excel refuses them). */
export const nombreHoja = (descripcion: string) =>
  descripcion.replace(/[\\/?*[\]:]/g, '-').slice(0, 31) || 'Consulta';

/**
 * The whole result as one streamed sheet (003 §9 name: '<description>_yyyymmdd_hhmmss.xlsx', Mexico
 * City's clock): read in keyset batches (consulta.ts) and written as they come, so hundreds of
 * thousands of rows never sit in memory. An empty result is refused before the first byte.
 */
export const exportarConsulta = async (
  db: Database,
  reply: FastifyReply,
  o: { registro: OpcionRegistro; opcion: OpcionConsulta },
  p: Parametros,
  ahora = new Date(),
) => {
  if (!(await hayFilas(db, o.registro, p))) throw new Rechazo(m.sinDatos);
  const nombre = nombreExportacion(o.opcion.descripcion, horaLocal(ahora).toISOString());
  reply.log.info({ idOpcion: o.registro.idOpcion, nombre }, 'consulta general exportada a Excel');
  return enviarXlsx(reply, nombre, {
    hoja: nombreHoja(o.opcion.descripcion),
    columnas: columnasExcel(o.registro.columnas),
    filas: todasLasFilas(db, o.registro, p),
  });
};
