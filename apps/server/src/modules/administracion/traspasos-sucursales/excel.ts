import { type ColumnaExcel, xlsxBuffer } from '../../../platform/excel.ts';
import type { FilaTraspaso } from './queries.ts';

type FilaExcel = FilaTraspaso & { dias: number };

const columnas: ColumnaExcel<FilaExcel>[] = [
  { header: 'Folio', key: 'folioTraspaso', width: 12, kind: 'numero' },
  { header: 'Sucursal origen', key: 'sucursalOrigen', width: 32 },
  { header: 'Sucursal destino', key: 'sucursalDestino', width: 32 },
  { header: 'Motivo', key: 'motivo', width: 40 },
  { header: 'Usuario envió', key: 'usuarioEnvio', width: 30 },
  { header: 'Fecha traspaso', key: 'fechaTraspaso', width: 18, kind: 'fechaHora' },
  { header: 'Usuario recibió', key: 'usuarioRecibio', width: 30, valor: (f) => f.usuarioRecibio ?? '' },
  { header: 'Fecha recibió', key: 'fechaRecibio', width: 18, kind: 'fechaHora' },
  {
    header: 'Estatus',
    key: 'estatus',
    width: 12,
    valor: (f) => (f.estatus === 'R' ? 'Recibido' : 'Pendiente'),
  },
  { header: 'Días', key: 'dias', width: 8, kind: 'numero' },
];

export const ENCABEZADOS = columnas.map((c) => c.header);

/** The transfers as a real .xlsx, one row each, dates in Mexico City time (the call answers base64). */
export const traspasosXlsx = (filas: readonly FilaExcel[]): Promise<Buffer> =>
  xlsxBuffer({ hoja: 'Traspasos', columnas, filas });
