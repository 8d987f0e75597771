/**
 * The CFDI 4.0 payment receipt (complemento de pagos 2.0) as the platform builds, seals, stamps and prints it.
 * Three parts share these types: the XML and its seal (`comprobante-pago.ts`, `sello.ts`), the stamping
 * (`pac/`), the printed representation (`pdf-pago.ts`). Amounts are decimal strings with two decimals
 * ('1234.50'), never floats; dates are Mexico City wall time 'YYYY-MM-DDTHH:mm:ss', as the SAT writes them.
 */

/** A tax the paid invoice carried, prorated by the share paid (IVA 002, Tasa). */
export interface TrasladoDR {
  base: string;
  /** '0.160000' or '0.000000'. */
  tasa: string;
  importe: string;
}

/** One invoice this payment pays (part of): pago20:DoctoRelacionado. */
export interface DocumentoRelacionado {
  /** The invoice's UUID (its TimbreFiscalDigital), upper case. */
  uuid: string;
  serie: string;
  folio: string;
  /** 1 for the first payment of the invoice, 2 for the second... */
  numParcialidad: number;
  saldoAnterior: string;
  importePagado: string;
  saldoInsoluto: string;
  /** '02' when the invoice carried taxes (then `traslados` is not empty), '01' otherwise. */
  objetoImp: '01' | '02';
  traslados: TrasladoDR[];
}

/** One payment: pago20:Pago. Always MXN in this product. */
export interface DatosPago {
  fechaPago: string;
  /** c_FormaPago: '01' Efectivo, '02' Cheque nominativo, '03' Transferencia, '04' Tarjeta de crédito, '28' Tarjeta de débito. */
  formaPago: string;
  monto: string;
  documentos: DocumentoRelacionado[];
}

export interface EmisorCfdi {
  rfc: string;
  nombre: string;
  /** c_RegimenFiscal, e.g. '601'. */
  regimenFiscal: string;
}

export interface ReceptorCfdi {
  rfc: string;
  nombre: string;
  /** The receiver's fiscal postal code. */
  domicilioFiscal: string;
  regimenFiscal: string;
}

/** Everything a payment receipt says, before it is sealed. */
export interface DatosComprobantePago {
  serie: string;
  folio: string;
  /** Issue date and time. */
  fecha: string;
  /** The issuer's postal code. */
  lugarExpedicion: string;
  emisor: EmisorCfdi;
  receptor: ReceptorCfdi;
  pagos: DatosPago[];
}

/** The issuer's CSD: what seals a receipt. */
export interface CredencialEmisor {
  /** 20 digits. */
  noCertificado: string;
  /** The certificate (DER) in base64, as cfdi:Comprobante@Certificado carries it. */
  certificadoBase64: string;
  rfc: string;
  /** The certificate's legal name. */
  nombre: string;
  /** RSA-SHA256 signature of `cadena`, in base64. */
  firmar(cadena: string): string;
  /** True for the SAT's published test certificate (development and test mode). */
  dePrueba: boolean;
}

/** What a stamping answers. `yaTimbrado` when the PAC said the receipt had been stamped before. */
export type ResultadoTimbrado =
  | {
      ok: true;
      /** The stamped XML, with its tfd:TimbreFiscalDigital. */
      xml: string;
      uuid: string;
      fechaTimbrado: string;
      yaTimbrado: boolean;
    }
  | {
      ok: false;
      /** The PAC's message, in the words it used, to keep with the unstamped receipt. */
      mensaje: string;
      /** True when the PAC did not answer (timeout, network): the same XML may be sent again. */
      reintentable: boolean;
    };

/** A stamping provider. */
export interface Pac {
  /** 'SW Sapien' or 'Prueba (sin valor fiscal)'. */
  nombre: string;
  /** True for the local test authority: receipts it stamps have no fiscal value and say so. */
  modoPrueba: boolean;
  timbrar(xmlSellado: string): Promise<ResultadoTimbrado>;
}
