import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { PasoComprobantes } from './PasoComprobantes';
import { PasoFacturas } from './PasoFacturas';

/**
 * S33–S34 'Gestión de pago' (002 §2): step 1 selects invoices and credit notes and marks them in
 * process; step 2 ('Comprobante de pago') confirms and notifies the payments. The step is in the
 * URL, so Back returns from step 2 to step 1 as 'Regresar' does.
 */
export const GestionPagoPage = () => {
  const [{ paso }, setLista] = useListaEnUrl({ paso: 1 }, { paso: (p) => p === 1 || p === 2 });
  if (paso === 2) return <PasoComprobantes onRegresar={() => setLista({ paso: 1 })} />;
  return <PasoFacturas onComprobantes={() => setLista({ paso: 2 })} />;
};
