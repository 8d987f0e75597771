import { consultaGeneralMessages as m } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { abrirConsulta, busqueda } from './consultageneraldatos.fixtures.ts';

const { admin, analista, mayoreo } = await abrirConsulta();
const HOY = hoy();
const SEMANA = sumarDias(HOY, -7);

const leer = async (buffer: Buffer) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(buffer as unknown as ArrayBuffer);
  return libro.worksheets[0]!;
};

/** Every row of the result, page after page, as the screen reads them. */
const paginas = async (ruta: string, cuerpo: Record<string, unknown>, sesion = admin) => {
  const filas: Record<string, string | number | null>[] = [];
  for (let pagina = 1; ; pagina++) {
    const data = (await sesion.post(ruta, { ...cuerpo, pagina })).json().data;
    filas.push(...data.filas);
    if (filas.length >= data.totalRegistros) return { filas, columnas: data.columnas };
  }
};

/** A day or an instant as the sheet holds it: Mexico City's wall clock as a date (UTC fields). */
const comoCelda = (tipo: string, v: string | number | null) => {
  if (v === null || v === '') return null;
  if (tipo === 'fecha') return new Date(`${v}T00:00:00Z`);
  if (tipo === 'fechaHora') {
    const d = new Date(String(v));
    const partes = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(d);
    const p = Object.fromEntries(partes.map((x) => [x.type, x.value]));
    return new Date(
      `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${String(d.getUTCMilliseconds()).padStart(3, '0')}Z`,
    );
  }
  return v;
};

describe('the export (consulta-general/excel)', () => {
  it('streams every row of the search as a real .xlsx, named after the option and the moment, cell by cell', async () => {
    const cuerpo = busqueda(3, { fechaInicio: SEMANA, fechaFin: HOY });
    const res = await admin.post('/consulta-general/excel/', {
      ...cuerpo,
      opcionSeleccionada: 'Tickets del periodo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposicion = String(res.headers['content-disposition']);
    const nombre = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposicion)![1]!);
    expect(nombre).toMatch(/^Tickets del periodo_\d{8}_\d{6}\.xlsx$/);
    expect(nombre.slice(20, 28)).toBe(HOY.replaceAll('-', ''));

    const { filas, columnas } = await paginas('/consulta-general/datos/', cuerpo);
    expect(filas.length).toBeGreaterThan(20);
    const hoja = await leer(res.rawPayload);
    expect(hoja.name).toBe('Tickets del periodo');
    expect(hoja.rowCount).toBe(filas.length + 1);
    for (const [i, col] of (columnas as { titulo: string }[]).entries())
      expect(hoja.getRow(1).getCell(i + 1).value).toBe(col.titulo);
    filas.forEach((fila, r) => {
      columnas.forEach((col: { campo: string; tipo: string }, i: number) => {
        const celda = hoja.getRow(r + 2).getCell(i + 1);
        expect(celda.value ?? null, `${r + 2}:${col.campo}`).toEqual(
          comoCelda(col.tipo, fila[col.campo] ?? null),
        );
      });
    });
    // Formats: money, whole numbers, days and instants.
    const numFmt = (campo: string) =>
      hoja.getRow(2).getCell(columnas.findIndex((c: { campo: string }) => c.campo === campo) + 1).numFmt;
    expect(numFmt('total')).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(numFmt('folio')).toBe('0');
    expect(numFmt('fecha')).toBe('dd/mm/yyyy');
    expect(numFmt('hora')).toBe('dd/mm/yyyy hh:mm AM/PM');
  });

  it("exports the wholesale line's options too, with the employee's grants", async () => {
    const cuerpo = busqueda(105, { valores: 'arroz', comboEspecialTipo: 12 });
    const res = await mayoreo.post('/baranetos/consulta-general/excel/', cuerpo);
    expect(res.statusCode).toBe(200);
    const { filas } = await paginas('/baranetos/consulta-general/datos/', cuerpo, mayoreo);
    const hoja = await leer(res.rawPayload);
    expect(hoja.rowCount).toBe(filas.length + 1);
    expect(hoja.getRow(2).getCell(2).value).toBe(filas[0]!.descripcion);
    expect(hoja.getRow(filas.length + 1).getCell(1).value).toBe(filas.at(-1)!.codArticulo);
  });

  it('refuses an empty result, an option not granted and a bad search before the first byte', async () => {
    const vacia = await admin.post(
      '/consulta-general/excel/',
      busqueda(2, { fechaInicio: HOY, fechaFin: HOY, valores: '999999' }),
    );
    expect(vacia.headers['content-type']).toContain('application/json');
    expect(vacia.json()).toMatchObject({ value: false, message: m.sinDatos });
    expect(
      (
        await analista.post('/consulta-general/excel/', busqueda(3, { fechaInicio: SEMANA, fechaFin: HOY }))
      ).json(),
    ).toMatchObject({
      value: false,
      message: m.opcionNoAsignada,
    });
    expect(
      (
        await admin.post(
          '/consulta-general/excel/',
          busqueda(3, { fechaInicio: sumarDias(HOY, 2), fechaFin: HOY }),
        )
      ).json(),
    ).toMatchObject({
      value: false,
      message: m.fechaInicialFutura,
    });
    const malo = await admin.post('/baranetos/consulta-general/excel/', {
      ...busqueda(101),
      opcionSeleccionada: 5,
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('opcionSeleccionada');
  });

  it('names the file after the description in the database, whatever opcionSeleccionada says', async () => {
    const res = await admin.post('/baranetos/consulta-general/excel/', {
      ...busqueda(107),
      opcionSeleccionada: '../../etc/passwd',
    });
    expect(String(res.headers['content-disposition'])).toContain(
      'Exclusiones%20de%20d%C3%ADas%20de%20descuento_',
    );
  });
});
