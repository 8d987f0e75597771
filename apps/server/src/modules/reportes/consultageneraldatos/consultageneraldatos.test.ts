import { messages } from '@farmasi/contracts';
import { consultaGeneralMessages as m } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { abrirConsulta, busqueda } from './consultageneraldatos.fixtures.ts';

const { app, db, admin, consulta, analista, mayoreo, codAdmin } = await abrirConsulta();
const HOY = hoy();
const MES = sumarDias(HOY, -30);

const LLAMADAS = (cod: number) =>
  [
    ['GET', `/consulta-general/opciones/${cod}`],
    ['POST', '/consulta-general/datos/'],
    ['POST', '/consulta-general/excel/'],
    ['GET', '/ConsultaGeneral/OpcionesComboEspecial/1'],
    ['GET', `/baranetos/consulta-general/opciones/${cod}`],
    ['POST', '/baranetos/consulta-general/datos/'],
    ['POST', '/baranetos/consulta-general/excel/'],
    ['GET', '/baranetos/ConsultaGeneral/OpcionesComboEspecial/11'],
  ] as const;

describe('permissions', () => {
  it('answers 401 without a token and 403 without the screen, on every call of both lines', async () => {
    for (const [method, url] of LLAMADAS(codAdmin)) {
      const sinToken = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, busqueda(1));
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it("grants each line's calls to its own screen only", async () => {
    expect((await analista.get(`/consulta-general/opciones/${analista.codEmpleado}`)).statusCode).toBe(200);
    expect(
      (await analista.get(`/baranetos/consulta-general/opciones/${analista.codEmpleado}`)).statusCode,
    ).toBe(403);
    expect((await mayoreo.post('/consulta-general/datos/', busqueda(1))).statusCode).toBe(403);
    expect((await mayoreo.get('/baranetos/ConsultaGeneral/OpcionesComboEspecial/12')).statusCode).toBe(200);
  });

  it('answers 400 with a Spanish message naming the field', async () => {
    const sinOpcion = await admin.post('/consulta-general/datos/', busqueda(0));
    expect(sinOpcion.statusCode).toBe(400);
    expect(sinOpcion.json().message).toContain(m.seleccioneOpcion);
    expect(sinOpcion.json().message).toContain('idOpcion');
    const fecha = await admin.post('/consulta-general/datos/', busqueda(2, { fechaInicio: '2026-02-30' }));
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().message).toContain(m.fechaInvalida);
    const pagina = await admin.post('/consulta-general/excel/', busqueda(1, { pagina: 0 }));
    expect(pagina.statusCode).toBe(400);
    expect(pagina.json().message).toContain(m.paginaInvalida);
    const empleado = await admin.get('/consulta-general/opciones/abc');
    expect(empleado.statusCode).toBe(400);
    expect(empleado.json().message).toContain(m.empleadoInvalido);
    const tipo = await admin.get('/baranetos/ConsultaGeneral/OpcionesComboEspecial/0');
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toContain(m.tipoComboInvalido);
  });
});

describe('options per employee (003 §6)', () => {
  const ids = (res: { json(): { data: { idOpcion: number }[] } }) => res.json().data.map((o) => o.idOpcion);

  it('gives an administrator every active option of the line, in order, with its flags', async () => {
    const res = await admin.get(`/consulta-general/opciones/${codAdmin}`);
    expect(res.json().value).toBe(true);
    expect(ids(res)).toEqual([1, 2, 10, 3, 4, 5, 6, 7, 8, 9]);
    expect(ids(await admin.get(`/baranetos/consulta-general/opciones/${codAdmin}`))).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108,
    ]);
    const [ventas] = res.json().data;
    expect(ventas).toEqual({
      idOpcion: 1,
      descripcion: 'Ventas por sucursal',
      mostrarFechaInicial: true,
      mostrarFechaFinal: true,
      mostrarSolicitarDato: true,
      mostrarSolicitarDato2: false,
      textoSolicitarDato: 'Sucursal',
      textoSolicitarDato2: '',
      filtroDato: 'S',
      filtroDato2: '',
      solicitarDatoRequerido: false,
      solicitarDato2Requerido: false,
      comboEspecial: 1,
      comboEspecialTexto: 'Tipo de sucursal',
    });
  });

  it('gives any other employee only the options granted to him, from the database', async () => {
    expect(ids(await analista.get(`/consulta-general/opciones/${analista.codEmpleado}`))).toEqual([1, 5]);
    await db.execute(sql`insert into consulta_general_opciones_empleados (cod_empleado, id_opcion)
                         values (${analista.codEmpleado}, 7)`);
    expect(ids(await analista.get(`/consulta-general/opciones/${analista.codEmpleado}`))).toEqual([1, 5, 7]);
    // A withdrawn option disappears for everyone.
    await db.execute(sql`update consulta_general_opciones set activo = false where id_opcion = 7`);
    expect(ids(await analista.get(`/consulta-general/opciones/${analista.codEmpleado}`))).toEqual([1, 5]);
    expect(ids(await admin.get(`/consulta-general/opciones/${codAdmin}`))).not.toContain(7);
    await db.execute(sql`update consulta_general_opciones set activo = true where id_opcion = 7`);
  });

  it("refuses another employee's code, and says so when none is granted", async () => {
    const ajeno = await analista.get(`/consulta-general/opciones/${codAdmin}`);
    expect(ajeno.json()).toMatchObject({ value: false, message: m.empleadoAjeno });
    const ninguna = await mayoreo.get(`/consulta-general/opciones/${mayoreo.codEmpleado}`);
    expect(ninguna.statusCode).toBe(403);
    const [sinNada] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from consulta_general_opciones_empleados where cod_empleado = ${mayoreo.codEmpleado}
          and id_opcion < 100`,
    );
    expect(sinNada?.n).toBe(0);
    const mayoreoOpciones = await mayoreo.get(`/baranetos/consulta-general/opciones/${mayoreo.codEmpleado}`);
    expect(ids(mayoreoOpciones)).toEqual([105]);
  });

  it('refuses an option not granted, of the other line or unknown', async () => {
    const noAsignada = await analista.post(
      '/consulta-general/datos/',
      busqueda(2, { fechaInicio: MES, fechaFin: HOY }),
    );
    expect(noAsignada.json()).toMatchObject({ value: false, message: m.opcionNoAsignada });
    const otraLinea = await admin.post('/consulta-general/datos/', busqueda(105));
    expect(otraLinea.json()).toMatchObject({ value: false, message: m.opcionNoExiste });
    const desconocida = await admin.post('/baranetos/consulta-general/excel/', busqueda(999));
    expect(desconocida.json()).toMatchObject({ value: false, message: m.opcionNoExiste });
  });
});

describe('the special combo (OpcionesComboEspecial)', () => {
  it('lists TODOS first, then the values of the line', async () => {
    const tipo = (await admin.get('/ConsultaGeneral/OpcionesComboEspecial/1')).json();
    expect(tipo.data).toEqual([
      { valor: 'TODOS', descripcion: 'TODOS' },
      { valor: 'P', descripcion: 'Propias' },
      { valor: 'L', descripcion: 'Licenciatarias' },
    ]);
    const sucursales = (await admin.get('/baranetos/ConsultaGeneral/OpcionesComboEspecial/11')).json().data;
    expect(sucursales[0]).toEqual({ valor: 'TODOS', descripcion: 'TODOS' });
    expect(sucursales.length).toBe(9);
    expect(
      sucursales.slice(1).every((s: { descripcion: string }) => s.descripcion.startsWith('Baranetos')),
    ).toBe(true);
    const estatus = (await admin.get('/ConsultaGeneral/OpcionesComboEspecial/4')).json().data;
    expect(estatus.map((e: { valor: string }) => e.valor)).toEqual(['TODOS', 'S', 'ER', 'PP', 'P']);
  });

  it("refuses a combo type the line's options do not use", async () => {
    expect((await admin.get('/ConsultaGeneral/OpcionesComboEspecial/11')).json()).toMatchObject({
      value: false,
      message: m.comboNoExiste,
    });
    expect((await admin.get('/baranetos/ConsultaGeneral/OpcionesComboEspecial/1')).json().message).toBe(
      m.comboNoExiste,
    );
  });
});

describe('the search (datos)', () => {
  const ventas = (o: Record<string, unknown> = {}) =>
    admin.post('/consulta-general/datos/', busqueda(2, { fechaInicio: MES, fechaFin: HOY, ...o }));

  it('checks the filters in the order of 003 §5 and refuses future dates', async () => {
    const manana = sumarDias(HOY, 1);
    const casos: [Record<string, unknown>, string][] = [
      [{ fechaInicio: '' }, m.fechaInicialRequerida],
      [{ fechaInicio: manana, fechaFin: '' }, m.fechaInicialFutura],
      [{ fechaFin: '' }, m.fechaFinalRequerida],
      [{ fechaFin: manana }, m.fechaFinalFutura],
      [{ fechaInicio: HOY, fechaFin: MES }, m.fechaInicialMayor],
      [{ valores: 'centro' }, m.datoInvalido('Sucursal')],
      [{ comboEspecialValor: 'X' }, m.comboInvalido('Tipo de sucursal')],
    ];
    for (const [cambio, mensaje] of casos)
      expect((await ventas(cambio)).json(), mensaje).toMatchObject({ value: false, message: mensaje });
    const requerido = await admin.post('/consulta-general/datos/', busqueda(5));
    expect(requerido.json()).toMatchObject({ value: false, message: m.datoRequerido('Proveedor') });
  });

  it('answers one page of 20 rows with the columns and the total, paged on the server', async () => {
    const p1 = (await ventas()).json();
    expect(p1.value).toBe(true);
    const [n] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ventas_cortes where id_cat_empresa = 1 and fecha between ${MES} and ${HOY}`,
    );
    expect(p1.data.totalRegistros).toBe(n!.n);
    expect(p1.data).toMatchObject({ pagina: 1, tamanoPagina: 20 });
    expect(p1.data.filas).toHaveLength(20);
    expect(p1.data.columnas.map((c: { campo: string }) => c.campo)).toEqual(Object.keys(p1.data.filas[0]));
    const p2 = (await ventas({ pagina: 2 })).json().data;
    expect(p2.pagina).toBe(2);
    const clave = (f: { fecha: string; codSucursal: number }) =>
      `${f.fecha}/${String(f.codSucursal).padStart(4, '0')}`;
    const todas = [...p1.data.filas, ...p2.filas].map(clave);
    expect(todas).toEqual([...todas].sort());
    expect(new Set(todas).size).toBe(40);
  });

  it('filters by the data filter and the combo, and says when nothing matched', async () => {
    const una = (await ventas({ valores: '3' })).json().data;
    expect(una.filas.every((f: { codSucursal: number }) => f.codSucursal === 3)).toBe(true);
    const propias = (
      await admin.post(
        '/consulta-general/datos/',
        busqueda(1, { fechaInicio: MES, fechaFin: HOY, comboEspecialValor: 'L' }),
      )
    ).json().data;
    expect(propias.filas.length).toBeGreaterThan(0);
    expect(propias.filas.every((f: { tipo: string }) => f.tipo === 'Licenciataria')).toBe(true);
    const nada = (await ventas({ valores: '999999' })).json();
    expect(nada).toMatchObject({ value: true, message: m.sinDatos });
    expect(nada.data).toMatchObject({ filas: [], totalRegistros: 0 });
  });

  it("ignores the filters the option does not show, and accepts the spec's PascalCase names", async () => {
    const res = await admin.post('/consulta-general/datos/', {
      IdOpcion: 5,
      FechaInicio: '2099-01-01',
      Valores: '1',
      Valores2: 'algo',
      ComboEspecialTipo: 9,
      ComboEspecialValor: 'zzz',
    });
    expect(res.json().value).toBe(true);
  });

  it('serves the wholesale line its own data', async () => {
    const res = (
      await mayoreo.post(
        '/baranetos/consulta-general/datos/',
        busqueda(105, { valores: 'arroz', comboEspecialTipo: 12 }),
      )
    ).json();
    expect(res.value).toBe(true);
    expect(res.data.filas.length).toBeGreaterThan(0);
    expect(
      res.data.filas.every((f: { descripcion: string }) => /arroz/i.test(f.descripcion.normalize('NFD'))),
    ).toBe(true);
  });
});
