import {
  type ComprobanteLista,
  comprobantePagoPantalla,
  FORMAS_PAGO,
} from '@farmasi/contracts/sat/comprobantepago';
import { formatMoney } from '@/lib/format';
import { nombreComprobante } from '@/ui/comprobantes-pago/TablaComprobantes';
import { accionHistorial } from '@/ui/Historial';

/**
 * A receipt's fields 'Historial' shows (issue 29), with the receipts table's and the 'Generar' dialog's
 * labels: its save, then each stamping attempt (stamped with its UUID and PAC, or the PAC's message).
 * The XML, retry flags and audit columns are left out.
 */
const ETIQUETAS = {
  folioPago: 'Folio',
  seriePago: 'Serie',
  codCliente: 'Cliente',
  montoPago: 'Total',
  formaPago: 'Forma de pago',
  fechaPago: 'Fecha de pago',
  fechaEmision: 'Fecha Emisión',
  timbrado: 'Timbrado',
  uuid: 'UUID',
  pac: 'PAC',
  yaTimbrado: 'Ya estaba timbrado en el PAC',
  mensaje: 'Mensaje del PAC',
};

/** The row action 'Historial' of a receipt (the pending receipts' table). */
export const historialComprobante = (c: ComprobanteLista) =>
  accionHistorial({
    pantalla: comprobantePagoPantalla,
    clave: c.idPago,
    etiquetas: ETIQUETAS,
    valores: {
      codCliente: (v) => (v === String(c.codCliente) ? `${v} - ${c.nomCliente}` : v),
      montoPago: (v) => formatMoney(v) || v,
      formaPago: (v) => {
        const forma = FORMAS_PAGO.find((f) => f.codigo === v);
        return forma ? `${forma.codigo} - ${forma.descripcion}` : v;
      },
    },
    titulo: `comprobante ${nombreComprobante(c)}`,
  });
