import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { horaLocal } from './fechas.ts';
import type { FilaTraspaso } from './queries.ts';

const columnas: { header: string; width: number; numFmt?: string }[] = [
  { header: 'Folio', width: 12 },
  { header: 'Sucursal origen', width: 32 },
  { header: 'Sucursal destino', width: 32 },
  { header: 'Motivo', width: 40 },
  { header: 'Usuario envió', width: 30 },
  { header: 'Fecha traspaso', width: 18, numFmt: 'dd/mm/yyyy hh:mm' },
  { header: 'Usuario recibió', width: 30 },
  { header: 'Fecha recibió', width: 18, numFmt: 'dd/mm/yyyy hh:mm' },
  { header: 'Estatus', width: 12 },
  { header: 'Días', width: 8 },
];

export const ENCABEZADOS = columnas.map((c) => c.header);

/** The transfers as a real .xlsx (streaming writer), one row each, dates in Mexico City time. */
export const traspasosXlsx = async (filas: readonly (FilaTraspaso & { dias: number })[]): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'FarmaSí back-office';
  const sheet = workbook.addWorksheet('Traspasos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnas.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const f of filas) {
    sheet
      .addRow([
        f.folioTraspaso,
        f.sucursalOrigen,
        f.sucursalDestino,
        f.motivo,
        f.usuarioEnvio,
        horaLocal(f.fechaTraspaso),
        f.usuarioRecibio ?? '',
        f.fechaRecibio ? horaLocal(f.fechaRecibio) : null,
        f.estatus === 'R' ? 'Recibido' : 'Pendiente',
        f.dias,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
};
