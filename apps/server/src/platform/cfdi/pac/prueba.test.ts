import { verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  certificadoPrueba,
  crearPacPrueba,
  MENSAJE_NO_CFDI40,
  MENSAJE_SIN_SELLO,
  NOMBRE_PAC_PRUEBA,
  RFC_PROV_CERTIF_PRUEBA,
  timbrarLocalmente,
} from './prueba.ts';
import { cadenaOriginalDelXml, elemento, leerTimbre, leerXml, NS_CFDI, NS_TFD } from './timbre.ts';

const muestra = (n: string) => readFileSync(new URL(`../muestras/${n}`, import.meta.url), 'utf8');
const SELLADO = muestra('pago20-sellado-cfdiutils.xml');
const TIMBRADO = muestra('pago20-timbrado-cfdi40rb.xml');
const SELLO = /\sSello="([^"]+)"/.exec(SELLADO)![1]!;

const verificaSelloSat = (xml: string) => {
  const t = leerTimbre(xml)!;
  const cadena = cadenaOriginalDelXml(xml)!;
  return verify(
    'sha256',
    Buffer.from(cadena, 'utf8'),
    certificadoPrueba().certificado.publicKey,
    Buffer.from(t.selloSat, 'base64'),
  );
};

describe('the local test stamping authority', () => {
  it('adds a TimbreFiscalDigital 1.1 whose SelloSAT verifies with the bundled test certificate', () => {
    const antes = Date.now();
    const r = timbrarLocalmente(SELLADO);
    if (!r.ok) throw new Error(r.mensaje);
    expect(r.yaTimbrado).toBe(false);
    expect(r.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const t = leerTimbre(r.xml)!;
    expect(t).toMatchObject({
      version: '1.1',
      uuid: r.uuid,
      fechaTimbrado: r.fechaTimbrado,
      rfcProvCertif: RFC_PROV_CERTIF_PRUEBA,
      selloCfd: SELLO,
      noCertificadoSat: '30001000000300023708',
    });
    expect(certificadoPrueba().noCertificado).toBe('30001000000300023708');
    expect(verificaSelloSat(r.xml)).toBe(true);
    // Another text does not verify: the check is real.
    const otro = r.xml.replace(`UUID="${r.uuid}"`, 'UUID="00000000-0000-4000-8000-000000000000"');
    expect(verificaSelloSat(otro)).toBe(false);
    // Mexico City wall time, within the test's duration (the zone is UTC-6 since 2022).
    expect(r.fechaTimbrado).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const instante = Date.parse(`${r.fechaTimbrado}-06:00`);
    expect(instante).toBeGreaterThanOrEqual(Math.floor(antes / 1000) * 1000 - 1000);
    expect(instante).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('puts the stamp last inside cfdi:Complemento and keeps every other byte', () => {
    const r = timbrarLocalmente(SELLADO);
    if (!r.ok) throw new Error(r.mensaje);
    const doc = leerXml(r.xml);
    const complemento = elemento(doc, NS_CFDI, 'Complemento')!;
    const hijos = Array.from(
      { length: complemento.childNodes.length },
      (_, i) => complemento.childNodes.item(i)!,
    ).filter((n) => n.nodeType === 1);
    expect(hijos.at(-1)?.namespaceURI).toBe(NS_TFD);
    expect(hijos.at(-1)?.localName).toBe('TimbreFiscalDigital');
    const i = r.xml.indexOf('<tfd:TimbreFiscalDigital');
    const fin = r.xml.indexOf('/>', i) + 2;
    expect(r.xml.slice(0, i) + r.xml.slice(fin)).toBe(SELLADO);
    // Two stampings of the same receipt give two UUIDs (each call is a new stamp).
    const s = timbrarLocalmente(SELLADO);
    expect(s.ok && s.uuid).not.toBe(r.uuid);
  });

  it('creates cfdi:Complemento when missing, before an Addenda', () => {
    const base = (resto: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="${NS_CFDI}" Version="4.0" Sello="QUJD">` +
      `<cfdi:Emisor Rfc="EKU9003173C9"/>${resto}</cfdi:Comprobante>`;
    const sin = timbrarLocalmente(base(''));
    expect(sin.ok && sin.xml).toMatch(
      /<cfdi:Emisor Rfc="EKU9003173C9"\/><cfdi:Complemento><tfd:TimbreFiscalDigital [^>]+\/><\/cfdi:Complemento><\/cfdi:Comprobante>$/,
    );
    const conAddenda = timbrarLocalmente(base('<cfdi:Addenda><x/></cfdi:Addenda>'));
    expect(conAddenda.ok && conAddenda.xml).toMatch(
      /<\/cfdi:Complemento><cfdi:Addenda><x\/><\/cfdi:Addenda>/,
    );
    const vacio = timbrarLocalmente(base('<cfdi:Complemento/>'));
    expect(vacio.ok && leerTimbre(vacio.xml)?.selloCfd).toBe('QUJD');
  });

  it('refuses an unsealed receipt, a document that is not a CFDI 4.0 and malformed XML, in Spanish', () => {
    expect(timbrarLocalmente(SELLADO.replace(/\sSello="[^"]+"/, ''))).toEqual({
      ok: false,
      mensaje: MENSAJE_SIN_SELLO,
      reintentable: false,
    });
    expect(timbrarLocalmente(SELLADO.replace(/\sSello="[^"]+"/, ' Sello=""'))).toMatchObject({
      mensaje: MENSAJE_SIN_SELLO,
    });
    expect(timbrarLocalmente('<Factura Version="4.0"/>')).toEqual({
      ok: false,
      mensaje: MENSAJE_NO_CFDI40,
      reintentable: false,
    });
    const roto = timbrarLocalmente('<cfdi:Comprobante');
    expect(roto.ok).toBe(false);
    expect(!roto.ok && roto.mensaje).toMatch(/^El XML del comprobante no es válido/);
  });

  it('answers a receipt stamped before with its own stamp, as a PAC does', () => {
    expect(timbrarLocalmente(TIMBRADO)).toEqual({
      ok: true,
      xml: TIMBRADO,
      uuid: 'E0F8F24A-E30B-4F7E-8665-5A018637A684',
      fechaTimbrado: '2025-12-17T20:02:30',
      yaTimbrado: true,
    });
  });

  it('is the test-mode Pac', async () => {
    const pac = crearPacPrueba();
    expect(pac.nombre).toBe(NOMBRE_PAC_PRUEBA);
    expect(pac.modoPrueba).toBe(true);
    const r = await pac.timbrar(SELLADO);
    expect(r.ok && verificaSelloSat(r.xml)).toBe(true);
  });
});

describe('the stamp reader', () => {
  it('reads a public stamped sample and rebuilds its cadena original', () => {
    expect(leerTimbre(TIMBRADO)).toMatchObject({
      uuid: 'E0F8F24A-E30B-4F7E-8665-5A018637A684',
      fechaTimbrado: '2025-12-17T20:02:30',
      rfcProvCertif: 'SPR190613I52',
      noCertificadoSat: '30001000000500003456',
    });
    const cadena = cadenaOriginalDelXml(TIMBRADO)!;
    expect(
      cadena.startsWith(
        '||1.1|E0F8F24A-E30B-4F7E-8665-5A018637A684|2025-12-17T20:02:30|SPR190613I52|bx9WFju',
      ),
    ).toBe(true);
    expect(cadena.endsWith('|30001000000500003456||')).toBe(true);
    expect(leerTimbre(SELLADO)).toBeNull();
    expect(() => leerXml('<a><b></a>')).toThrow(/^El XML del comprobante no es válido/);
  });
});
