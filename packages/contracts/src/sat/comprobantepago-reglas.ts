/**
 * S36–S37 payment receipts (002 §2, §5, §8, §9): the texts, the constants and the checks that the web
 * runs before asking and the server runs again, in the spec's order.
 */

/** 002 §9: the receipts' default series, payment method and date (today). */
export const SERIE_PAGO_DEFAULT = 'BA';
export const FORMA_PAGO_DEFAULT = '03';
/** 002 §9: the receipt's success or failure toast lasts 3 s. */
export const TOAST_COMPROBANTE_S = 3;
/** At most this many receipts stamped by one 'Timbrar todos' (guardar-cfdpagos). */
export const TIMBRAR_A_LA_VEZ_MAX = 50;
/** At most this many invoices in one receipt. */
export const FACTURAS_POR_COMPROBANTE_MAX = 200;

/** The SAT's c_FormaPago a payment from a credit customer is made with (FORMATS.md). */
export const FORMAS_PAGO = [
  { codigo: '01', descripcion: 'Efectivo' },
  { codigo: '02', descripcion: 'Cheque nominativo' },
  { codigo: '03', descripcion: 'Transferencia electrónica de fondos' },
  { codigo: '04', descripcion: 'Tarjeta de crédito' },
  { codigo: '28', descripcion: 'Tarjeta de débito' },
] as const;
export const esFormaPago = (codigo: string) => FORMAS_PAGO.some((f) => f.codigo === codigo);

export const comprobantePagoMessages = {
  /** 002 §5, §8 (verbatim). */
  mismoCliente: 'Para generar un comprobante de pago los documentos deben de pertenecer al mismo cliente',
  alMenosUno: 'Debe seleccionar al menos un comprobante de pago',
  formaPagoRequerida: 'Falta seleccionar un forma de pago',
  fechaRequerida: 'Falta seleccionar una fecha',
  fechaFutura: 'La fecha pago no puede ser mayor a la actual',
  confirmar: '¿Desea generar comprobante de pago?',
  errorGuardar: 'Hubo un error al guardar comprobante de pago',
  errorTimbrar: 'Hubo un error al generar la factura',
  timbrado: 'Factura generada correctamente',
  sinFacturas: 'No se encontro ninguna factura con el rango de fecha seleccionado',
  sinComprobantes: 'No se encontro ningun comprobante de pago con el rango de fecha seleccionado',
  /** The project's (docs/decisions/comprobantes-pago.md). */
  importeRequerido: 'Capture el importe a pagar de la factura {factura}.',
  importeInvalido: 'El importe a pagar de la factura {factura} debe ser mayor a 0 con a lo más 2 decimales.',
  importeNoValido: 'El importe a pagar no es válido.',
  importeMayorSaldo: 'El importe a pagar de la factura {factura} no puede ser mayor a su saldo ({saldo}).',
  fechaAnteriorFactura: 'La fecha de pago no puede ser anterior a la fecha de la factura {factura}.',
  formaPagoInvalida: 'La forma de pago no es válida.',
  fechaInvalida: 'La fecha no es válida.',
  clienteInvalido: 'El cliente no es válido.',
  clienteNoExiste: 'El cliente no existe.',
  datosFiscales:
    'El cliente {nombre} no tiene completos sus datos fiscales (RFC, régimen fiscal y código postal): complételos en Empresas Credito.',
  facturaInvalida: 'La factura no es válida.',
  facturaNoExiste: 'Una de las facturas seleccionadas no existe.',
  facturaRepetida: 'La factura {factura} viene más de una vez.',
  sinSaldo: 'La factura {factura} ya no tiene saldo por pagar; consulte de nuevo.',
  saldoCambio: 'El saldo de la factura {factura} cambió mientras se capturaba el pago; consulte de nuevo.',
  demasiadas: 'Un comprobante de pago admite a lo más 200 facturas.',
  comprobanteInvalido: 'El comprobante de pago no es válido.',
  comprobanteNoExiste: 'El comprobante de pago no existe.',
  noTimbrado: 'El comprobante de pago no está timbrado: genérelo primero.',
  timbrandoAhora:
    'El comprobante de pago se está timbrando en este momento. Intente de nuevo en unos segundos.',
  yaTimbrado: 'El comprobante de pago ya estaba timbrado.',
  serieInvalida: 'La serie no es válida.',
  serieNoExiste: 'La serie {serie} no existe.',
  sinSeleccionPendientes: 'Seleccione al menos un comprobante pendiente de timbrar.',
  demasiadosTimbrar: 'Se pueden timbrar a lo más 50 comprobantes a la vez.',
  timbradosVarios: 'Se timbraron {timbrados} de {total} comprobantes.',
  pacNoDisponible: 'Sin proveedor de timbrado disponible',
  modoPrueba:
    'Modo de prueba: los comprobantes se timbran con una autoridad de prueba local y no tienen validez fiscal.',
} as const;
const m = comprobantePagoMessages;

/** A message with its {name} placeholders filled. */
export const conDatos = (texto: string, datos: Record<string, string | number>) =>
  texto.replace(/\{(\w+)\}/g, (todo, k: string) => (k in datos ? String(datos[k]) : todo));

/** An amount in whole cents (2 decimals), or null when it has more decimals or is not finite. */
export const aCentavos = (n: number): number | null => {
  if (!Number.isFinite(n)) return null;
  const c = Math.round(n * 100);
  return Math.abs(c - n * 100) < 1e-6 ? c : null;
};

/** $1,234.50 (002 §1 money format). */
export const dinero = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 'A-1234' names an invoice in the messages. */
export const nombreFactura = (f: { serie: string; folio: number | string }) =>
  f.serie ? `${f.serie}-${f.folio}` : String(f.folio);

/**
 * Before the generate modal (002 §5): the ticked invoices belong to one customer, and at least one is
 * ticked. The first failure, or null.
 */
export const fallaSeleccion = (marcadas: readonly { codCliente: number }[]): string | null => {
  if (new Set(marcadas.map((f) => f.codCliente)).size > 1) return m.mismoCliente;
  if (!marcadas.length) return m.alMenosUno;
  return null;
};

/** Each ticked invoice's amount to pay: typed, above 0 with 2 decimals, not above its balance. */
export const fallaImportes = (
  marcadas: readonly { serie: string; folio: number; saldo: number; importePagado: number | null }[],
): { indice: number; mensaje: string } | null => {
  for (const [indice, f] of marcadas.entries()) {
    const factura = nombreFactura(f);
    if (f.importePagado === null) return { indice, mensaje: conDatos(m.importeRequerido, { factura }) };
    const c = aCentavos(f.importePagado);
    if (c === null || c <= 0) return { indice, mensaje: conDatos(m.importeInvalido, { factura }) };
    if (c > Math.round(f.saldo * 100))
      return { indice, mensaje: conDatos(m.importeMayorSaldo, { factura, saldo: dinero(f.saldo) }) };
  }
  return null;
};

/**
 * The generate modal (002 §5, in order): a payment method, a date, the date not after today; then (the
 * project's) not before the newest invoice paid. Dates YYYY-MM-DD ('' when empty); `hoy` Mexico City.
 */
export const fallaGenerar = (
  v: { formaPago: string; fechaPago: string },
  hoy: string,
  facturas: readonly { serie: string; folio: number; fechaFactura: string }[] = [],
): { campo: 'formaPago' | 'fechaPago'; mensaje: string } | null => {
  if (!v.formaPago) return { campo: 'formaPago', mensaje: m.formaPagoRequerida };
  if (!esFormaPago(v.formaPago)) return { campo: 'formaPago', mensaje: m.formaPagoInvalida };
  if (!v.fechaPago) return { campo: 'fechaPago', mensaje: m.fechaRequerida };
  if (v.fechaPago > hoy) return { campo: 'fechaPago', mensaje: m.fechaFutura };
  const posterior = facturas.find((f) => f.fechaFactura > v.fechaPago);
  if (posterior)
    return {
      campo: 'fechaPago',
      mensaje: conDatos(m.fechaAnteriorFactura, { factura: nombreFactura(posterior) }),
    };
  return null;
};

/**
 * Both screens' date range (002 §5): both dates required; a start after the end is swapped (not
 * refused). Answers the failure, or the range in order.
 */
export const rangoOrdenado = (
  fi: string,
  ff: string,
): { falla: { campo: 'fi' | 'ff'; mensaje: string } } | { fi: string; ff: string; invertido: boolean } => {
  if (!fi) return { falla: { campo: 'fi', mensaje: m.fechaRequerida } };
  if (!ff) return { falla: { campo: 'ff', mensaje: m.fechaRequerida } };
  return fi > ff ? { fi: ff, ff: fi, invertido: true } : { fi, ff, invertido: false };
};
