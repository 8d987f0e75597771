import { endpoint, messages } from '@farmasi/contracts';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import { registerAuth } from './auth.ts';
import { VersionesEscuchadas } from './cache-versionada.ts';
import { Rechazo, registerErrorHandling } from './errors.ts';
import { enLotes, enviarXlsx, XLSX_MIME } from './excel.ts';
import { MenuCache } from './menu.ts';
import { crearPdf, enviarPdf } from './pdf.ts';
import { addDescarga } from './rutas-archivo.ts';
import { SesionesVigentes } from './sesiones-vigentes.ts';

const { app: principal, db, config } = await createTestApp();
const admin = await signIn(principal, 'admin');
const consulta = await signIn(principal, 'consulta');
const PANTALLA = '/{product}/administracion/traspasos-sucursales';

const exportar = endpoint({
  method: 'POST',
  path: '/prueba/exportar',
  body: z.object({ filas: z.number().int().min(0).max(5000) }),
  data: z.null(),
  summary: 'Exportación de prueba',
});
const ticket = endpoint({
  method: 'GET',
  path: '/prueba/ticket/:folio',
  params: z.object({ folio: z.coerce.number().int().min(1) }),
  data: z.null(),
  summary: 'Ticket de prueba',
});

/** A module as screens will write one, on the real auth hook, menu and error handling. */
const modulo = Fastify().withTypeProvider<ZodTypeProvider>();
modulo.setValidatorCompiler(validatorCompiler);
modulo.setSerializerCompiler(serializerCompiler);
registerErrorHandling(modulo);
const menu = new MenuCache();
await menu.load(db);
registerAuth(
  modulo,
  config.jwtSecret,
  menu,
  new SesionesVigentes(db, new VersionesEscuchadas(), config.ACCESS_TOKEN_TTL),
);
addDescarga(modulo, exportar, { menus: [PANTALLA] }, ({ body, reply }) => {
  if (body.filas === 0) throw new Rechazo('No hay registros que exportar.');
  return enviarXlsx(reply, 'Prueba.xlsx', {
    hoja: 'Prueba',
    columnas: [{ header: 'N', key: 'n', kind: 'numero' }],
    filas: enLotes(async (offset, tamano) =>
      Array.from({ length: Math.max(0, Math.min(tamano, body.filas - offset)) }, (_, i) => ({
        n: offset + i + 1,
      })),
    ),
  });
});
addDescarga(modulo, ticket, 'sesion', async ({ params, reply }) =>
  enviarPdf(reply, `Ticket ${params.folio}.pdf`, await crearPdf().texto(`Folio ${params.folio}`).terminar()),
);
await modulo.ready();
afterAll(() => modulo.close());

const post = (token: string | null, filas: number) =>
  modulo.inject({
    method: 'POST',
    url: '/admin/api/prueba/exportar',
    payload: { filas },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('addDescarga', () => {
  it('streams the file to a user who holds the screen', async () => {
    const res = await post(admin.token, 2500);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(libro.getWorksheet('Prueba')!.rowCount).toBe(2501);
  });

  it('keeps the permission rules of every route: 401 without a session, 403 without the screen', async () => {
    expect((await post(null, 1)).statusCode).toBe(401);
    const res = await post(consulta.token, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
  });

  it('answers a refusal or a bad body in the envelope, before any byte of the file', async () => {
    expect((await post(admin.token, 0)).json()).toEqual({
      value: false,
      message: 'No hay registros que exportar.',
      data: null,
    });
    const malo = await post(admin.token, -1);
    expect(malo.statusCode).toBe(400);
    expect(malo.json().value).toBe(false);
  });

  it('serves a PDF to any signed-in user on a session route', async () => {
    const res = await modulo.inject({
      method: 'GET',
      url: '/admin/api/prueba/ticket/15',
      headers: { authorization: `Bearer ${consulta.token}` },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Ticket%2015.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
