import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
const N = 30000;
const run = async (label: string, opts: any, drain: boolean, fila: (i: number) => any[]) => {
  const sink = new Writable({ write(_c, _e, cb) { cb(); } });
  const t0 = Date.now();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, ...opts });
  const sh = wb.addWorksheet('X');
  sh.columns = [{ key: 'a', header: 'A', style: { numFmt: '0' } }, { key: 'b', header: 'B' }, { key: 'c', header: 'C', style: { numFmt: '"$"#,##0.00' } }, { key: 'd', header: 'D', style: { numFmt: 'dd/mm/yyyy hh:mm' } }, { key: 'e', header: 'E' }];
  for (let i = 0; i < N; i++) {
    sh.addRow(fila(i)).commit();
    if (drain && sink.writableNeedDrain) await new Promise((r) => sink.once('drain', r));
  }
  sh.commit();
  await wb.commit();
  console.log(label, Date.now() - t0, 'ms');
};
const f = (i: number) => [i, `Artículo número ${i} de prueba`, 123.45, new Date(), 'Sucursal Centro'];
await run('styles+drain', { useStyles: true, useSharedStrings: false }, true, f);
await run('styles', { useStyles: true, useSharedStrings: false }, false, f);
await run('nostyles', { useStyles: false, useSharedStrings: false }, false, f);
await run('styles zlib1', { useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } }, false, f);
