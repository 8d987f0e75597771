import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarArticulo } from '@farmasi/contracts/catalogos/articulos/validar';
import { useAccion } from '@/lib/useAccion';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useCostos, useGuardarArticulo, useParametroSat } from './api';
import { enfocar } from './ids';

/**
 * The save of 000 §5: blocked until the airtime SAT parameter has loaded, then the checks in order
 * (first failure: warning and focus), then the Si/No confirmation, then agregar or guardar. One save
 * at a time: `guardando` from the click until the answer.
 */
export const useGuardar = (articulo: Articulo | null, onGuardado: (a: Articulo) => void) => {
  const parametro = useParametroSat();
  const costos = useCostos(articulo?.codArticuloFarmasi ?? 0);
  const mutation = useGuardarArticulo();
  const { ocupado, ejecutar } = useAccion();

  const pasos = async () => {
    if (!articulo) return;
    if (!parametro.data) {
      await warningDialog(
        parametro.error?.message ?? 'No se ha cargado el parámetro del código SAT de recargas.',
      );
      return;
    }
    const falla = validarArticulo(articulo, {
      gotasHabilitadas: !articulo.deshabilitaGotas,
      costos: costos.data ?? [],
    });
    if (falla) {
      await warningDialog(falla.mensaje);
      enfocar(falla.campo);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    const pendiente = articulo.codArticuloFarmasi === 0 && articulo.codArticulo > 0;
    const r = await mutation.mutateAsync({ articulo, pendiente });
    successToast(r.message || m.guardado);
    if (r.data) onGuardado(r.data);
  };
  return { guardar: () => ejecutar(pasos), guardando: ocupado, parametroSat: parametro.data?.valor };
};
