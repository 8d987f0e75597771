import type {
  CredencialEmisor,
  DatosComprobantePago,
  EmisorCfdi,
  Pac,
} from '../../../platform/cfdi/tipos.ts';

/**
 * The platform's CFDI parts this module uses (platform/cfdi): the issuer and its CSD, the seal, the
 * stamping provider and the printed representation. Loaded when first needed, not at start: the XML,
 * crypto and PDF libraries stay out of every other request's way.
 *
 * The stamping provider can be replaced (the module's tests use one that fails, answers 'already
 * stamped' or never answers). The slot is global so that a second copy of this module (module
 * discovery and a test's import may load it twice) sees the same provider.
 */
const PAC = Symbol.for('farmasi.comprobantepago.pac');
type ConPac = typeof globalThis & { [PAC]?: Pac };

/** Replaces the stamping provider (tests); null goes back to the configured one. */
export const usarPac = (pac: Pac | null) => {
  (globalThis as ConPac)[PAC] = pac ?? undefined;
};

/** The provider in use: the one set by `usarPac`, else the configured one (SW Sapien or the test authority). */
export const pacActivo = async (): Promise<Pac> => {
  const elegido = (globalThis as ConPac)[PAC];
  if (elegido) return elegido;
  const { pacConfigurado } = await import('../../../platform/cfdi/pac/index.ts');
  return pacConfigurado();
};

export interface Emisor {
  credencial: CredencialEmisor;
  emisor: EmisorCfdi;
  lugarExpedicion: string;
}

/** The issuer, its CSD and its postal code (configuration). */
export const emisor = async (): Promise<Emisor> => {
  const { emisorCfdi } = await import('../../../platform/cfdi/credencial.ts');
  return emisorCfdi();
};

/** The receipt's XML, sealed with the issuer's CSD. */
export const sellar = async (datos: DatosComprobantePago, credencial: CredencialEmisor): Promise<string> => {
  const { sellarComprobantePago } = await import('../../../platform/cfdi/sello.ts');
  return sellarComprobantePago(datos, credencial);
};

/** The printed representation of a stamped receipt. */
export const pdf = async (xmlTimbrado: string, modoPrueba: boolean): Promise<Buffer> => {
  const { pdfComprobantePago } = await import('../../../platform/cfdi/pdf-pago.ts');
  return pdfComprobantePago(xmlTimbrado, { modoPrueba });
};
