import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { configCfdi } from '../../config.ts';
import { CASOS } from './casos.fixtures.ts';
import { credencialEmisor } from './credencial.ts';
import { sellarComprobantePago } from './sello.ts';
import type { CredencialEmisor } from './tipos.ts';

/**
 * The sealed receipts validate against the SAT's schemas (./xsd: cfdv40.xsd, Pagos20.xsd and what they
 * import, with local schemaLocations), run by libxml2's xmllint compiled to WebAssembly.
 */
const ARCHIVOS = ['cfdv40.xsd', 'Pagos20.xsd', 'tdCFDI.xsd', 'catCFDI.xsd', 'catPagos.xsd'];
const xsd = (nombre: string) => ({
  fileName: nombre,
  contents: readFileSync(new URL(`./xsd/${nombre}`, import.meta.url), 'utf8'),
});

const validar = async (xml: string) => {
  const r = await validateXML({
    xml: { fileName: 'comprobante.xml', contents: xml },
    schema: xsd('cfdi40-pagos20.xsd'),
    preload: ARCHIVOS.map(xsd),
  });
  return r.errors.map((e) => e.message);
};

let credencial: CredencialEmisor;
beforeAll(async () => {
  credencial = await credencialEmisor(configCfdi({}));
});

describe('the sealed payment receipt against the SAT schemas', () => {
  it.each(Object.entries(CASOS))('%s is valid', async (_nombre, datos) => {
    expect(await validar(sellarComprobantePago(datos, credencial))).toEqual([]);
  });

  it('the real stamped receipt of a PAC is valid too (the schemas and catalogues are right)', async () => {
    const real = readFileSync(new URL('./__fixtures__/pagos20-sw-timbrado.xml', import.meta.url), 'utf8');
    // Its TimbreFiscalDigital's schema is not among ours: validate the receipt without it.
    const sinTimbre = real.replace(/<tfd:TimbreFiscalDigital[\s\S]*?\/>/, '');
    expect(await validar(sinTimbre)).toEqual([]);
  });

  it('catches what the schemas forbid: an unknown regime, a bad postal code, a missing attribute', async () => {
    const xml = sellarComprobantePago(CASOS.unaFactura16, credencial);
    const errores = await validar(
      xml
        .replace('RegimenFiscalReceptor="601"', 'RegimenFiscalReceptor="699"')
        .replace('LugarExpedicion="42501"', 'LugarExpedicion="4250"')
        .replace(' MonedaP="MXN"', ''),
    );
    expect(errores.join('\n')).toMatch(/RegimenFiscalReceptor/);
    expect(errores.join('\n')).toMatch(/LugarExpedicion/);
    expect(errores.join('\n')).toMatch(/MonedaP/);
  });
});
