import { type ClaveConteo, type ConteoInicio, pantallaDeConteo } from '@farmasi/contracts/generales/inicio';
import { type OpcionPantalla, urlEnMenu } from '../../paleta/opciones';

/** What each count says and which list its link opens (the list's URL state showing those items). */
const TEXTOS: Record<ClaveConteo, { titulo: string; uno: string; varios: string }> = {
  articulosPendientes: {
    titulo: 'Artículos DIFARMER pendientes',
    uno: 'artículo por dar de alta',
    varios: 'artículos por dar de alta',
  },
  traspasosPorRecibir: {
    titulo: 'Traspasos por recibir',
    uno: 'traspaso pendiente',
    varios: 'traspasos pendientes',
  },
  facturasEnRevision: { titulo: 'Facturas en revisión', uno: 'factura', varios: 'facturas' },
  pagosEnProceso: { titulo: 'Pagos en proceso', uno: 'pago', varios: 'pagos' },
  comprobantesSinTimbrar: {
    titulo: 'Comprobantes de pago sin timbrar',
    uno: 'comprobante',
    varios: 'comprobantes',
  },
  preciosProgramadosHoy: {
    titulo: 'Precios programados que inician hoy',
    uno: 'cambio de precio',
    varios: 'cambios de precio',
  },
};

/** The list state that shows the counted items (the screens' useListaEnUrl keys). */
const consulta = (c: ConteoInicio): Record<string, string> => {
  const de = c.desde ?? '';
  switch (c.clave) {
    case 'traspasosPorRecibir':
      return de ? { estatus: 'P', de } : { estatus: 'P' };
    case 'facturasEnRevision':
      return de ? { estatus: 'ER', de } : { estatus: 'ER' };
    case 'pagosEnProceso':
      // The payments step ('Comprobantes'), status 'Proceso de pago' (its default).
      return de ? { paso: '2', desde: de } : { paso: '2' };
    default:
      return {};
  }
};

export interface Tarjeta {
  clave: ClaveConteo;
  titulo: string;
  total: number;
  texto: string;
  url: string;
}

/**
 * The counts as Inicio shows them, in the server's order: only those whose screen is in the user's
 * menu (the server computes no other; the menu gives the screen's address).
 */
export const tarjetasDe = (
  conteos: readonly ConteoInicio[],
  pantallas: readonly OpcionPantalla[],
): Tarjeta[] =>
  conteos.flatMap((c) => {
    const base = urlEnMenu(pantallas, pantallaDeConteo[c.clave].url);
    if (!base) return [];
    const q = new URLSearchParams(consulta(c)).toString();
    const t = TEXTOS[c.clave];
    return [
      {
        clave: c.clave,
        titulo: t.titulo,
        total: c.total,
        texto: c.total === 1 ? t.uno : t.varios,
        url: q ? `${base}?${q}` : base,
      },
    ];
  });
