import { readFileSync } from 'node:fs';
import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import {
  conPac,
  deHoy,
  guardar,
  PDF,
  pacDePrueba,
  porCliente,
  RECHAZO_PAC,
  type Sesion,
  TIMBRAR,
  XML,
} from './comprobantepago.testutil.ts';
import { comprobantesPago } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const usar = conPac();

const ESQUEMAS = ['cfdv40.xsd', 'Pagos20.xsd', 'tdCFDI.xsd', 'catCFDI.xsd', 'catPagos.xsd'];
const xsd = (nombre: string) => ({
  fileName: nombre,
  contents: readFileSync(new URL(`../../../platform/cfdi/xsd/${nombre}`, import.meta.url), 'utf8'),
});
/** The SAT schemas' complaints about a sealed (not yet stamped) receipt. */
const erroresDeEsquema = async (xml: string) =>
  (
    await validateXML({
      xml: { fileName: 'pago.xml', contents: xml },
      schema: xsd('cfdi40-pagos20.xsd'),
      preload: ESQUEMAS.map(xsd),
    })
  ).errors.map((e) => e.message);

const fila = async (idPago: number) =>
  (await db.select().from(comprobantesPago).where(eq(comprobantesPago.idPago, idPago)))[0]!;

/** Saves a receipt of a customer's first invoice (or of the given share of it) and answers its id. */
const nuevo = async (s: Sesion, indice: number, parte?: number): Promise<number> => {
  const [f] = (await porCliente(s, 1))[indice]!;
  const res = await guardar(s, [f!], parte ? { importes: [Math.round(f!.saldo * parte * 100) / 100] } : {});
  expect(res.json().value, res.json().message).toBe(true);
  return res.json().data[0].idPago;
};

const atributo = (xml: string, nombre: string) => new RegExp(`\\s${nombre}="([^"]*)"`).exec(xml)?.[1];

describe('timbrar-pago with the local test authority (no PAC configured)', () => {
  it('seals a valid CFDI 4.0 with pagos 2.0, stamps it, prints it and answers its UUID again later', async () => {
    const grupo = (await porCliente(admin, 2))[0]!;
    const [f1, f2] = grupo;
    const parcial = Math.round(f2!.saldo * 35) / 100;
    const guardado = await guardar(admin, [f1!, f2!], { importes: [f1!.saldo, parcial] });
    const { idPago, folioPago } = guardado.json().data[0];

    const res = (await admin.get(`${TIMBRAR}/${idPago}`)).json();
    expect(res).toMatchObject({
      value: true,
      data: { idPago, valor: true, yaTimbrado: false, modoPrueba: true },
    });
    const c = await fila(idPago);
    expect(c).toMatchObject({ timbrado: true, uuid: res.data.uuid, modoPrueba: true, mensajePac: '' });
    const xml = c.xmlTimbrado!;
    expect(xml).toContain('tfd:TimbreFiscalDigital');
    expect(atributo(xml, 'UUID')).toBe(res.data.uuid);
    expect(atributo(xml, 'TipoDeComprobante')).toBe('P');
    expect(atributo(xml, 'Serie')).toBe('BA');
    expect(atributo(xml, 'Folio')).toBe(String(folioPago));
    expect(atributo(xml, 'FormaDePagoP')).toBe('03');
    expect(atributo(xml, 'Rfc') === undefined).toBe(false);
    // One DoctoRelacionado per invoice, with its UUID, instalment and balances.
    const doctos = [...xml.matchAll(/<pago20:DoctoRelacionado\b[^>]*>/g)].map((x) => x[0]);
    expect(doctos).toHaveLength(2);
    const de = (uuid: string) => doctos.find((d) => d.includes(`IdDocumento="${uuid}"`))!;
    expect(atributo(de(f2!.uuid), 'ImpPagado')).toBe(parcial.toFixed(2));
    expect(atributo(de(f2!.uuid), 'ImpSaldoAnt')).toBe(f2!.saldo.toFixed(2));
    expect(atributo(de(f2!.uuid), 'NumParcialidad')).toBe(String(f2!.numParcialidad));
    expect(atributo(de(f1!.uuid), 'ImpSaldoInsoluto')).toBe('0.00');
    // The sealed document (without the stamp) is valid against the SAT's schemas.
    expect(await erroresDeEsquema(c.xmlSellado!)).toEqual([]);

    const pdf = (await admin.post(`${PDF}/${idPago}`)).json();
    expect(pdf.value).toBe(true);
    expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const descarga = (await admin.get(`${XML}/${idPago}`)).json().data;
    expect(Buffer.from(descarga.base64XML, 'base64').toString('utf8')).toBe(xml);
    expect(descarga.archivoXML).toBe(`BA-${folioPago}_${res.data.uuid}.xml`);

    // Stamped again: its UUID, nothing sent, nothing changed.
    const otra = (await admin.get(`${TIMBRAR}/${idPago}`)).json();
    expect(otra).toMatchObject({ value: true, data: { valor: true, uuid: res.data.uuid, yaTimbrado: true } });
    expect(otra.data.mensaje).toBe(m.yaTimbrado);
    expect((await fila(idPago)).xmlTimbrado).toBe(xml);
  });
});

describe('a stamping that fails', () => {
  it("keeps the receipt saved and unstamped with the PAC's message, to be generated later from the reprint", async () => {
    const { pac, enviados } = pacDePrueba(() => ({ ok: false, mensaje: RECHAZO_PAC, reintentable: false }));
    usar(pac);
    const idPago = await nuevo(admin, 1);
    const res = (await admin.get(`${TIMBRAR}/${idPago}`)).json();
    expect(res).toMatchObject({
      value: false,
      message: RECHAZO_PAC,
      data: { valor: false, mensaje: RECHAZO_PAC },
    });
    expect(enviados).toHaveLength(1);
    expect(await fila(idPago)).toMatchObject({
      timbrado: false,
      uuid: null,
      mensajePac: RECHAZO_PAC,
      reintentable: false,
      xmlSellado: null,
      intentos: 1,
    });
    expect((await admin.post(`${PDF}/${idPago}`)).json()).toMatchObject({
      value: false,
      message: m.noTimbrado,
    });
    expect((await admin.get(`${XML}/${idPago}`)).json().message).toBe(m.noTimbrado);
    const pendiente = (await deHoy(admin, true)).find((c) => c.idPago === idPago);
    expect(pendiente).toMatchObject({ timbrado: false, mensajePac: RECHAZO_PAC });

    // 'Generar' from the reprint, the PAC now answering: stamped, the message cleared.
    usar(null);
    const otra = (await admin.get(`${TIMBRAR}/${idPago}`)).json();
    expect(otra).toMatchObject({ value: true, data: { valor: true, yaTimbrado: false } });
    expect(await fila(idPago)).toMatchObject({ timbrado: true, mensajePac: '', intentos: 2 });
    expect((await deHoy(admin)).find((c) => c.idPago === idPago)).toMatchObject({ timbrado: true });
  });

  it('a PAC that did not answer gets the very same XML again, and its "already stamped" counts as stamped', async () => {
    let primero: { uuid: string; xml: string } | undefined;
    const { pac, enviados, local } = pacDePrueba(async (xml, n) => {
      if (n === 1) {
        // The PAC stamps it but the answer is lost on the way.
        const r = await local.timbrar(xml);
        if (r.ok) primero = { uuid: r.uuid, xml: r.xml };
        return { ok: false, mensaje: 'Tiempo de espera agotado', reintentable: true };
      }
      return {
        ok: true,
        xml: primero!.xml,
        uuid: primero!.uuid,
        fechaTimbrado: '2026-01-01T10:00:00',
        yaTimbrado: true,
      };
    });
    usar(pac);
    const idPago = await nuevo(admin, 2, 0.5);
    expect((await admin.get(`${TIMBRAR}/${idPago}`)).json().data).toMatchObject({ valor: false });
    expect(await fila(idPago)).toMatchObject({ timbrado: false, reintentable: true });
    const res = (await admin.get(`${TIMBRAR}/${idPago}`)).json().data;
    expect(res).toMatchObject({ valor: true, yaTimbrado: true, uuid: primero!.uuid });
    expect(enviados).toHaveLength(2);
    expect(enviados[1]).toBe(enviados[0]);
    expect(await fila(idPago)).toMatchObject({
      timbrado: true,
      uuid: primero!.uuid,
      xmlTimbrado: primero!.xml,
    });
  });

  it('an error while stamping is kept as the message, never a server fault', async () => {
    usar({
      nombre: 'roto',
      modoPrueba: false,
      timbrar: async () => {
        throw new Error('socket hang up');
      },
    });
    const idPago = await nuevo(admin, 3);
    const res = await admin.get(`${TIMBRAR}/${idPago}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: false, data: { valor: false } });
    expect(res.json().message).toContain('socket hang up');
    expect((await fila(idPago)).mensajePac).toContain('socket hang up');
  });

  it('two stampings of one receipt at once: the PAC is asked once, the other is told to wait', async () => {
    const { pac, enviados, local } = pacDePrueba(async (xml) => {
      await new Promise((r) => setTimeout(r, 300));
      return local.timbrar(xml);
    });
    usar(pac);
    const idPago = await nuevo(admin, 4);
    const [a, b] = await Promise.all([admin.get(`${TIMBRAR}/${idPago}`), admin.get(`${TIMBRAR}/${idPago}`)]);
    const respuestas = [a.json(), b.json()];
    expect(respuestas.filter((r) => r.value && r.data.valor)).toHaveLength(1);
    expect(respuestas.find((r) => !r.value)?.message).toBe(m.timbrandoAhora);
    expect(enviados).toHaveLength(1);
  });
});
