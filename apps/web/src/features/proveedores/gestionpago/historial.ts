import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import type { Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { estatusPagoOpciones } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format';
import type { AccionFila } from '@/ui/AccionesFila';
import { accionHistorial, type ValoresHistorial } from '@/ui/Historial';
import { cuentasQuery } from './api';

/**
 * A payment's fields 'Historial' shows, with the screen's labels (issue 29): 'Proceso de pago'
 * creates it, 'Notificar pago a proveedor' marks it paid with the account and the proof.
 */
const ETIQUETAS = {
  estatus: 'Estatus',
  facturas: 'Total facturas',
  notas: 'Total notas de crédito',
  idCatProveedoresMarcasCuentas: 'Cuenta',
  idArchivoComprobante: 'Comprobante de pago',
};

const VALORES: ValoresHistorial = {
  estatus: (v) => estatusPagoOpciones.find((e) => e.value === v)?.label ?? v,
  facturas: (v) => formatMoney(v) || v,
  notas: (v) => formatMoney(v) || v,
  // A stored proof: its file number says nothing to a user.
  idArchivoComprobante: () => 'PDF adjunto',
};

/**
 * The row action 'Historial' of a payment (audited under its id). The account is stored by its
 * number: it reads as 'Banco - cuenta - nombre' once the supplier's accounts are read; if they
 * cannot be, the history opens all the same with the number.
 */
export const useHistorialPago = () => {
  const queryClient = useQueryClient();
  return (p: Pago): AccionFila =>
    accionHistorial({
      pantalla: gestionPagoPantalla,
      clave: p.idFacturasProveedoresPagoEnc,
      etiquetas: ETIQUETAS,
      valores: VALORES,
      titulo: `pago ${p.idFacturasProveedoresPagoEnc} de ${p.marca}`,
      cargarValores: async () => {
        const cuentas = await queryClient.fetchQuery({
          ...cuentasQuery(p.idCatProveedoresMarcasDet),
          retry: false,
          meta: { silent: true },
        });
        return {
          idCatProveedoresMarcasCuentas: (v) => cuentas.find((c) => String(c.codigo) === v)?.descripcion ?? v,
        };
      },
    });
};
