import { pantalla } from '../pantalla.ts';

/**
 * S37 'Reimpresión de comprobantes de pago' (002 §2 Payment receipt reprint). Its calls are S36's
 * (contracts/sat/comprobantepago.ts): pendiente-timbrar lists, obtener-seriepago fills the series,
 * timbrar-pago generates, generar-pdf and obtener-xmlpago print and download.
 */
export const REIMPRESION_COMPROBANTE_PAGO_URL = '/baranetos/sat/reimpresioncomprobantepago';

export const reimpresionComprobantePagoPantalla = pantalla({
  access: 'menu',
  id: 1610,
  parent: 21,
  name: 'Reimpresión de comprobantes',
  icon: 'FileSearchOutlined',
  url: REIMPRESION_COMPROBANTE_PAGO_URL,
  title: 'Reimpresión de comprobantes de pago',
  order: 2,
  empresa: 2,
});
