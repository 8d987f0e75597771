import { verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cadenaOriginal, leerXml } from './cadena-original.ts';

const fixture = (nombre: string) =>
  readFileSync(new URL(`./__fixtures__/${nombre}`, import.meta.url), 'utf8');

/** Verifies a CFDI's Sello over `cadena` with the certificate it carries, independently of sello.ts. */
const selloVerifica = (xml: string, cadena: string) => {
  const raiz = leerXml(xml).documentElement!;
  const certificado = new X509Certificate(Buffer.from(raiz.getAttribute('Certificado')!, 'base64'));
  const sello = Buffer.from(raiz.getAttribute('Sello')!, 'base64');
  return verify('sha256', Buffer.from(cadena, 'utf8'), certificado.publicKey, sello);
};

describe('cadena original of real CFDI sealed by others', () => {
  // Sealed by their issuers with the SAT's XSLT (or a PAC's), so a seal that verifies over our cadena
  // proves our cadena is the SAT's, byte for byte.
  it.each([
    ['pagos20-sw-timbrado.xml', 'payment receipt stamped in the SAT test environment by SW Sapien'],
    ['pagos20-satcfdi-HE951128469.xml', "payment receipt with '&' in the RFC and the name (python-satcfdi)"],
    ['pagos20-satcfdi-retenciones.xml', 'payment receipt with RetencionesDR / RetencionesP (python-satcfdi)'],
    ['cfdi40-real-nodecfdi.xml', 'real stamped CFDI 4.0 invoice with concept and comprobante taxes'],
  ])('%s (%s): its Sello verifies over our cadena', (archivo) => {
    const xml = fixture(archivo);
    expect(selloVerifica(xml, cadenaOriginal(xml))).toBe(true);
  });

  it('writes the stamped receipt field by field as the SAT XSLT does', () => {
    expect(cadenaOriginal(fixture('pagos20-sw-timbrado.xml'))).toBe(
      '||4.0|00|0000179826|2023-09-19T00:33:38|30001000000500003416|0|XXX|0|P|01|75700' +
        '|EKU9003173C9|ESCUELA KEMPER URGATE|601|XAXX010101000|PUBLICO GENERAL|75700|616|CP01' +
        '|84111506|1|ACT|Pago|0|0|01' +
        '|2.0|5843.11|934.90|6778.00' +
        '|2022-09-09T17:33:38|01|MXN|1|6778.00' +
        '|b7c8d2bf-cb4e-4f84-af89-c68b6731206a|FA|N0000216349|MXN|1|2|6777.41|6777.41|0.00|02' +
        '|5842.600000|002|Tasa|0.160000|934.816000' +
        '|94f4e541-bb38-4355-b779-02d337dc9720|FA|SI000032690|MXN|1|1|9610.81|0.59|9610.22|02' +
        '|0.510000|002|Tasa|0.160000|0.081600' +
        '|5843.110000|002|Tasa|0.160000|934.897600||',
    );
  });

  it('a changed amount no longer verifies (the check has teeth)', () => {
    const xml = fixture('pagos20-sw-timbrado.xml').replace('ImpPagado="0.59"', 'ImpPagado="0.60"');
    expect(selloVerifica(xml, cadenaOriginal(xml))).toBe(false);
  });
});

const MINIMO = (atributos: string, hijos = '') =>
  `<c:Comprobante xmlns:c="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="2026-01-01T00:00:00" ${atributos}>${hijos}</c:Comprobante>`;

describe('the XSLT rules', () => {
  it('a required attribute writes its separator even when missing; an optional one only when present', () => {
    // Missing required NoCertificado, SubTotal... → '|'; Serie present but empty → '|'; Folio absent → nothing.
    expect(cadenaOriginal(MINIMO('Serie=""'))).toBe('||4.0||2026-01-01T00:00:00|||||||||');
  });

  it('normalises whitespace as normalize-space(): trimmed, runs collapsed, tabs and line feeds too', () => {
    const xml = MINIMO(
      '',
      '<c:Emisor Rfc=" EKU9003173C9 " Nombre="ESCUELA&#9;KEMPER&#10;&#10; URGATE" RegimenFiscal="601"/>',
    );
    expect(cadenaOriginal(xml)).toContain('|EKU9003173C9|ESCUELA KEMPER URGATE|601|');
  });

  it('reads namespaces, not prefixes, and unescapes entities', () => {
    const xml = MINIMO(
      '',
      '<c:Emisor Rfc="H&amp;E951128469" Nombre="A &lt;B&gt; &quot;C&quot;" RegimenFiscal="601"/>',
    );
    expect(cadenaOriginal(xml)).toContain('|H&E951128469|A <B> "C"|601|');
  });

  it('skips the timbre fiscal digital and the Addenda, and refuses a complement it cannot write', () => {
    const tfd = '<t:TimbreFiscalDigital xmlns:t="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="X"/>';
    const addenda = '<c:Addenda><x:Algo xmlns:x="urn:x" Dato="1"/></c:Addenda>';
    const con = cadenaOriginal(MINIMO('', `<c:Complemento>${tfd}</c:Complemento>${addenda}`));
    expect(con).toBe(cadenaOriginal(MINIMO('')));
    const otro = '<i:ImpuestosLocales xmlns:i="http://www.sat.gob.mx/implocal" version="1.0"/>';
    expect(() => cadenaOriginal(MINIMO('', `<c:Complemento>${otro}</c:Complemento>`))).toThrow(
      /no admite el nodo i:ImpuestosLocales/,
    );
  });

  it('refuses what is not a CFDI 4.0 or not well-formed XML', () => {
    expect(() => cadenaOriginal('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3"/>')).toThrow(
      'El documento no es un cfdi:Comprobante 4.0',
    );
    expect(() => cadenaOriginal('<a><b></a>')).toThrow();
  });

  it('accepts the parsed document as well as the text', () => {
    const xml = fixture('pagos20-satcfdi-HE951128469.xml');
    expect(cadenaOriginal(leerXml(xml))).toBe(cadenaOriginal(xml));
  });
});
