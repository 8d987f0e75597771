import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultadoTimbrado } from '../tipos.ts';
import {
  crearPacSwSapien,
  NOMBRE_SW_SAPIEN,
  type OpcionesSwSapien,
  RUTA_AUTENTICACION,
  RUTA_TIMBRADO,
} from './sw-sapien.ts';
import {
  iniciarSwSimulado,
  MENSAJE_CREDENCIALES,
  MENSAJE_TOKEN_INVALIDO,
  type SwSimulado,
} from './sw-simulado.testutil.ts';
import { leerTimbre } from './timbre.ts';

const SELLADO = readFileSync(new URL('../muestras/pago20-sellado-cfdiutils.xml', import.meta.url), 'utf8');

let sw: SwSimulado;
beforeEach(async () => {
  sw = await iniciarSwSimulado();
});
afterEach(async () => {
  await sw.cerrar();
});

const pac = (o: Partial<OpcionesSwSapien> = {}) =>
  crearPacSwSapien({ url: sw.url, usuario: sw.usuario, password: sw.password, timeoutMs: 2_000, ...o });
const timbrados = () => sw.peticiones.filter((p) => p.ruta === RUTA_TIMBRADO);
const autenticaciones = () => sw.peticiones.filter((p) => p.ruta === RUTA_AUTENTICACION);
const exito = (r: ResultadoTimbrado) => {
  if (!r.ok) throw new Error(`se esperaba un timbrado: ${r.mensaje}`);
  return r;
};

describe('SW Sapien adapter against a simulated SW on loopback', () => {
  it('signs in with user and password, sends the sealed XML as multipart `xml` and reads the stamp', async () => {
    const p = pac();
    expect(p.nombre).toBe(NOMBRE_SW_SAPIEN);
    expect(p.modoPrueba).toBe(false);
    const r = exito(await p.timbrar(SELLADO));
    expect(r.yaTimbrado).toBe(false);
    const t = leerTimbre(r.xml)!;
    expect(r.uuid).toBe(t.uuid);
    expect(r.fechaTimbrado).toBe(t.fechaTimbrado);
    expect(r.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(autenticaciones()).toHaveLength(1);
    expect(autenticaciones()[0]!.json).toEqual({ user: 'demo', password: '123456789' });
    expect(timbrados()).toHaveLength(1);
    expect(timbrados()[0]!.xml).toBe(SELLADO);
    expect(timbrados()[0]!.autorizacion).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('keeps the token until it expires, and signs in again when SW no longer takes it', async () => {
    let reloj = Date.now();
    const p = pac({ ahora: () => reloj });
    exito(await p.timbrar(SELLADO));
    exito(await p.timbrar(SELLADO.replace('Fecha="', 'Folio="2" Fecha="')));
    expect(autenticaciones()).toHaveLength(1);
    reloj += 2 * 3_600_000;
    exito(await p.timbrar(SELLADO.replace('Fecha="', 'Folio="3" Fecha="')));
    expect(autenticaciones()).toHaveLength(2);
    reloj = Date.now();
    sw.caducarTokens();
    exito(await p.timbrar(SELLADO.replace('Fecha="', 'Folio="4" Fecha="')));
    expect(autenticaciones()).toHaveLength(3);
    // Four stampings and the one SW refused with 401 before signing in again.
    expect(timbrados()).toHaveLength(5);
  });

  it('uses a configured token without signing in', async () => {
    const r = exito(
      await pac({ token: sw.tokenFijo, usuario: undefined, password: undefined }).timbrar(SELLADO),
    );
    expect(r.yaTimbrado).toBe(false);
    expect(autenticaciones()).toHaveLength(0);
    expect(timbrados()[0]!.autorizacion).toBe(`Bearer ${sw.tokenFijo}`);
  });

  it("returns SW's refusal in its own words, not retried", async () => {
    sw.escenarios = ['error'];
    expect(await pac().timbrar(SELLADO)).toEqual({
      ok: false,
      mensaje: sw.mensajeError,
      reintentable: false,
    });
    expect(timbrados()).toHaveLength(1);
    sw.escenarios = ['error'];
    sw.mensajeError =
      'CFDI40102 - El resultado de la digestión debe ser igual al resultado de desencriptar el sello.';
    sw.detalleError = 'Sello inválido';
    expect(await pac().timbrar(SELLADO)).toEqual({
      ok: false,
      mensaje: `${sw.mensajeError} (Sello inválido)`,
      reintentable: false,
    });
  });

  it('marks a server error as retriable without retrying it', async () => {
    sw.escenarios = ['errorServidor'];
    expect(await pac().timbrar(SELLADO)).toEqual({
      ok: false,
      mensaje: 'Error interno del servicio de timbrado.',
      reintentable: true,
    });
    expect(timbrados()).toHaveLength(1);
  });

  it.each([
    ['HTTP 400, the XML in data.cfdi', 400, 'data'],
    ['HTTP 307, the XML in data.cfdi', 307, 'data'],
    ['HTTP 400, the XML in messageDetail', 400, 'messageDetail'],
  ] as const)("takes '307 already stamped' as a success with the stamped XML (%s)", async (_, http, en) => {
    sw.http307 = http;
    sw.xml307En = en;
    const p = pac();
    const primero = exito(await p.timbrar(SELLADO));
    const segundo = exito(await p.timbrar(SELLADO));
    expect(segundo).toEqual({ ...primero, yaTimbrado: true });
  });

  it('gives up after one retry when SW does not answer, as retriable', async () => {
    sw.escenarios = ['sinRespuesta', 'sinRespuesta'];
    const r = await pac({ timeoutMs: 200 }).timbrar(SELLADO);
    expect(r).toEqual({ ok: false, mensaje: 'SW Sapien no respondió en 200 ms', reintentable: true });
    expect(timbrados()).toHaveLength(2);
  });

  it('retries a timeout once with the same XML and takes the answer', async () => {
    sw.escenarios = ['sinRespuesta'];
    const r = exito(await pac({ timeoutMs: 200 }).timbrar(SELLADO));
    expect(r.yaTimbrado).toBe(false);
    expect(timbrados()).toHaveLength(2);
    expect(timbrados()[1]!.xml).toBe(timbrados()[0]!.xml);
    expect(timbrados()[1]!.xml).toBe(SELLADO);
  });

  it('recovers a stamp whose answer was lost: the retry answers 307 with it', async () => {
    sw.escenarios = ['timbraSinResponder'];
    const r = exito(await pac({ timeoutMs: 200 }).timbrar(SELLADO));
    expect(r.yaTimbrado).toBe(true);
    expect(timbrados()).toHaveLength(2);
    expect(timbrados()[1]!.xml).toBe(SELLADO);
    // The same stamp the PAC made the first time: stamping again answers it too.
    expect(exito(await pac().timbrar(SELLADO)).uuid).toBe(r.uuid);
  });

  it('refuses a bad token or bad credentials with SW message, not retriable', async () => {
    const conToken = await pac({ token: 'a.b.c', usuario: undefined, password: undefined }).timbrar(SELLADO);
    expect(conToken).toEqual({ ok: false, mensaje: MENSAJE_TOKEN_INVALIDO, reintentable: false });
    expect(timbrados()).toHaveLength(1);
    const conPassword = await pac({ password: 'otra' }).timbrar(SELLADO);
    expect(conPassword).toEqual({ ok: false, mensaje: MENSAJE_CREDENCIALES, reintentable: false });
    expect(timbrados()).toHaveLength(1);
  });

  it('reports a network failure as retriable, never throwing', async () => {
    const url = sw.url;
    await sw.cerrar();
    const r = await crearPacSwSapien({ url, token: 'x.y.z', timeoutMs: 500 }).timbrar(SELLADO);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reintentable).toBe(true);
    expect(!r.ok && r.mensaje).toMatch(/^No se pudo conectar con SW Sapien: /);
    const malformada = await crearPacSwSapien({ url: 'no es una dirección', token: 'x' }).timbrar(SELLADO);
    expect(malformada.ok).toBe(false);
    sw = await iniciarSwSimulado();
  });
});
