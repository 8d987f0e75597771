import { format } from '@farmasi/contracts/messages';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { esPdf } from '@/lib/pdf';

/**
 * 'Notificar pago a proveedor' (002 §5), in the spec's order: an account chosen (not 0), the supplier
 * with an assigned e-mail, the proof (optional) a PDF by its content. The first failure, or null.
 */
export const fallaNotificar = async (o: {
  marca: string;
  cuenta: number;
  correoAsignado: string;
  archivo: Blob | null;
}): Promise<{ message: string; campo: 'cuenta' | 'comprobante' | null } | null> => {
  if (!o.cuenta) return { message: format(m.sinCuentaBancaria, { marca: o.marca }), campo: 'cuenta' };
  if (!o.correoAsignado.trim()) return { message: format(m.sinCorreo, { marca: o.marca }), campo: null };
  if (o.archivo && !(await esPdf(o.archivo))) return { message: m.noEsPdf, campo: 'comprobante' };
  return null;
};
