/**
 * What the builder checks before writing a payment receipt: the rules of the XSD and of the SAT's
 * validations for pagos 2.0 that the data itself can break (formats, balances, taxes against
 * ObjetoImpDR). A broken rule is a programming or data error: it throws, in Spanish, naming the field.
 */
import { aMicro, sumar } from './importes.ts';
import { tasaIva } from './impuestos-pago.ts';
import type { DatosComprobantePago, DatosPago, DocumentoRelacionado } from './tipos.ts';

const RFC = /^[A-Z&Ñ]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const FECHA =
  /^20[1-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;
const UUID = /^[a-f0-9A-F]{8}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{12}$/;
const CODIGO_POSTAL = /^[0-9]{5}$/;
const REGIMEN = /^[0-9]{3}$/;

const exigir = (ok: boolean, mensaje: string) => {
  if (!ok) throw new Error(mensaje);
};

export const validarRfc = (rfc: string, campo: string) =>
  exigir(RFC.test(rfc), `${campo}: el RFC '${rfc}' no tiene el formato del SAT`);

/** Serie and Folio fit the XSD (25 and 40 characters). */
const validarSerieFolio = (serie: string, folio: string, cual: string) => {
  exigir(serie.trim().length <= 25, `La serie de ${cual} excede 25 caracteres`);
  exigir(folio.trim().length <= 40, `El folio de ${cual} excede 40 caracteres`);
};

const validarDocumento = (d: DocumentoRelacionado) => {
  const cual = `la factura ${d.serie}${d.folio} (${d.uuid})`;
  exigir(UUID.test(d.uuid), `IdDocumento: '${d.uuid}' no es un UUID`);
  validarSerieFolio(d.serie, d.folio, cual);
  exigir(
    Number.isInteger(d.numParcialidad) && d.numParcialidad >= 1 && d.numParcialidad <= 999,
    `NumParcialidad de ${cual} debe ser un entero de 1 a 999`,
  );
  const anterior = aMicro(d.saldoAnterior, `ImpSaldoAnt de ${cual}`);
  const pagado = aMicro(d.importePagado, `ImpPagado de ${cual}`);
  const insoluto = aMicro(d.saldoInsoluto, `ImpSaldoInsoluto de ${cual}`);
  exigir(pagado > 0n, `ImpPagado de ${cual} debe ser mayor que cero`);
  exigir(
    anterior - pagado === insoluto,
    `ImpSaldoInsoluto de ${cual} debe ser el saldo anterior menos lo pagado (${d.saldoAnterior} − ${d.importePagado})`,
  );
  if (d.objetoImp === '01') {
    exigir(d.traslados.length === 0, `${cual} no es objeto de impuesto (ObjetoImpDR 01) y trae impuestos`);
    return;
  }
  exigir(d.objetoImp === '02', `ObjetoImpDR de ${cual} debe ser '01' o '02'`);
  exigir(d.traslados.length > 0, `${cual} es objeto de impuesto (ObjetoImpDR 02) y no trae traslados`);
  const tasas = d.traslados.map((t) => tasaIva(t.tasa, `TasaOCuotaDR de ${cual}`));
  exigir(new Set(tasas).size === tasas.length, `${cual} repite una tasa de IVA en sus traslados`);
  for (const t of d.traslados) {
    exigir(aMicro(t.base, `BaseDR de ${cual}`) > 0n, `BaseDR de ${cual} debe ser mayor que cero`);
    aMicro(t.importe, `ImporteDR de ${cual}`);
  }
};

const validarPago = (p: DatosPago, n: number) => {
  const cual = `el pago ${n}`;
  exigir(FECHA.test(p.fechaPago), `FechaPago de ${cual}: '${p.fechaPago}' no es AAAA-MM-DDThh:mm:ss`);
  exigir(
    /^[0-9]{2}$/.test(p.formaPago) && p.formaPago !== '99',
    `FormaDePagoP de ${cual}: '${p.formaPago}' no es una forma de pago del catálogo (99 no se admite)`,
  );
  exigir(p.documentos.length > 0, `${cual} no paga ninguna factura`);
  const monto = aMicro(p.monto, `Monto de ${cual}`);
  exigir(monto > 0n, `Monto de ${cual} debe ser mayor que cero`);
  for (const d of p.documentos) validarDocumento(d);
  const pagado = sumar(p.documentos.map((d) => aMicro(d.importePagado, 'ImpPagado')));
  exigir(pagado <= monto, `La suma de lo pagado a las facturas excede el Monto de ${cual} (${p.monto})`);
};

/** Throws the first rule the receipt's data breaks. */
export const validarComprobantePago = (datos: DatosComprobantePago) => {
  exigir(FECHA.test(datos.fecha), `Fecha: '${datos.fecha}' no es AAAA-MM-DDThh:mm:ss`);
  validarSerieFolio(datos.serie, datos.folio, 'el comprobante de pago');
  const nombres = { emisor: datos.emisor.nombre, receptor: datos.receptor.nombre };
  for (const [quien, nombre] of Object.entries(nombres)) {
    exigir(
      nombre.length >= 1 && nombre.length <= 300,
      `El nombre del ${quien} debe tener de 1 a 300 caracteres`,
    );
  }
  exigir(CODIGO_POSTAL.test(datos.lugarExpedicion), 'LugarExpedicion debe ser un código postal de 5 dígitos');
  validarRfc(datos.emisor.rfc, 'Emisor');
  exigir(
    REGIMEN.test(datos.emisor.regimenFiscal),
    'RegimenFiscal del emisor debe ser una clave de 3 dígitos',
  );
  validarRfc(datos.receptor.rfc, 'Receptor');
  exigir(
    CODIGO_POSTAL.test(datos.receptor.domicilioFiscal),
    'DomicilioFiscalReceptor debe ser un código postal de 5 dígitos',
  );
  exigir(REGIMEN.test(datos.receptor.regimenFiscal), 'RegimenFiscalReceptor debe ser una clave de 3 dígitos');
  exigir(datos.pagos.length > 0, 'El comprobante de pago no tiene pagos');
  for (const [i, p] of datos.pagos.entries()) validarPago(p, i + 1);
};
