/**
 * The words the printed payment receipt uses: the SAT catalogues' descriptions of the keys it carries
 * (c_FormaPago, c_RegimenFiscal, c_UsoCFDI, c_Impuesto, c_ObjetoImp, c_Exportacion, c_TipoDeComprobante)
 * and the formats of amounts and dates.
 */
export const LEYENDA_PRUEBA = 'SIN VALOR FISCAL — COMPROBANTE DE PRUEBA';

const FORMAS_PAGO: Record<string, string> = {
  '01': 'Efectivo',
  '02': 'Cheque nominativo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '05': 'Monedero electrónico',
  '06': 'Dinero electrónico',
  '08': 'Vales de despensa',
  '12': 'Dación en pago',
  '13': 'Pago por subrogación',
  '14': 'Pago por consignación',
  '15': 'Condonación',
  '17': 'Compensación',
  '23': 'Novación',
  '24': 'Confusión',
  '25': 'Remisión de deuda',
  '26': 'Prescripción o caducidad',
  '27': 'A satisfacción del acreedor',
  '28': 'Tarjeta de débito',
  '29': 'Tarjeta de servicios',
  '30': 'Aplicación de anticipos',
  '31': 'Intermediario pagos',
  '99': 'Por definir',
};

const REGIMENES: Record<string, string> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

const USOS: Record<string, string> = { CP01: 'Pagos', S01: 'Sin efectos fiscales' };
const IMPUESTOS: Record<string, string> = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' };
const OBJETOS: Record<string, string> = {
  '01': 'No objeto de impuesto',
  '02': 'Sí objeto de impuesto',
  '03': 'Sí objeto del impuesto y no obligado al desglose',
  '04': 'Sí objeto del impuesto y no causa impuesto',
  '05': 'Sí objeto del impuesto, IVA crédito PODEBI',
};
const EXPORTACION: Record<string, string> = { '01': 'No aplica' };
const TIPOS: Record<string, string> = { P: 'Pago', I: 'Ingreso', E: 'Egreso', T: 'Traslado', N: 'Nómina' };

/** 'clave - descripción', or the key alone when the catalogue here does not have it. */
const conDescripcion = (catalogo: Record<string, string>) => (clave: string) =>
  catalogo[clave] ? `${clave} - ${catalogo[clave]}` : clave;

export const formaPago = conDescripcion(FORMAS_PAGO);
export const regimenFiscal = conDescripcion(REGIMENES);
export const usoCfdi = conDescripcion(USOS);
export const objetoImpuesto = conDescripcion(OBJETOS);
export const exportacion = conDescripcion(EXPORTACION);
export const tipoComprobante = conDescripcion(TIPOS);
export const impuesto = (clave: string) => IMPUESTOS[clave] ?? clave;

/** A decimal string as money: '33780.8' → '$33,780.80'; six-decimal amounts keep their significant decimals. */
export const importe = (v: string): string => {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(v.trim());
  if (!m) return v;
  const entero = BigInt(m[2]!)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimales = (m[3] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${m[1]}$${entero}.${decimales}`;
};

/** A rate as a percentage: '0.160000' → '16 %'. */
export const tasa = (v: string): string => {
  const n = Number(v);
  return Number.isFinite(n) && v !== '' ? `${Number((n * 100).toFixed(4))} %` : v;
};

/** The SAT's 'YYYY-MM-DDTHH:mm:ss' as 'DD/MM/YYYY HH:mm:ss'. */
export const fechaHora = (v: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : v;
};

export const serieFolio = (serie: string, folio: string): string =>
  serie && folio ? `${serie}-${folio}` : serie || folio;

/** pago20:Totales attributes in words. */
export const totalEnPalabras = (atributo: string): string => {
  if (atributo === 'MontoTotalPagos') return 'Monto total de los pagos';
  const r = /^TotalRetenciones(IVA|ISR|IEPS)$/.exec(atributo);
  if (r) return `Total de retenciones de ${r[1]}`;
  const t = /^TotalTraslados(Base|Impuesto)IVA(16|8|0|Exento)$/.exec(atributo);
  if (!t) return atributo;
  const tasaIva = t[2] === 'Exento' ? 'exento' : `${t[2]} %`;
  return t[1] === 'Base' ? `Base del IVA trasladado ${tasaIva}` : `IVA trasladado ${tasaIva}`;
};
