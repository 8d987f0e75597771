import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarArticulo } from '@farmasi/contracts/catalogos/articulos/validar';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useCostos, useGuardarArticulo, useParametroSat } from './api';
import { CAMPOS_ARTICULO, type CampoFormArticulo } from './form';
import { campoId } from './ids';

/**
 * The article form on the kit's form hook (000 §5): the values are one object (`articulo`, the whole
 * article as it will be sent); Enter walks the fields in the form's order (`CAMPOS_ARTICULO`) and sends
 * from the last one. The save is blocked until the airtime SAT parameter has loaded, then the checks run
 * in order (first failure: warning and focus), then the Si/No confirmation, then agregar or guardar.
 * One save at a time: `guardando` from the click until the answer.
 */
export const useGuardar = (articulo: Articulo | null, onGuardado: (a: Articulo) => void) => {
  const parametro = useParametroSat();
  const costos = useCostos(articulo?.codArticuloFarmasi ?? 0);
  const mutation = useGuardarArticulo();
  const form = useFormulario<CampoFormArticulo>({
    campos: CAMPOS_ARTICULO,
    idDe: campoId,
    validar: () => {
      if (!articulo) return null;
      if (!parametro.data)
        return parametro.error?.message ?? 'No se ha cargado el parámetro del código SAT de recargas.';
      return validarArticulo(articulo, {
        gotasHabilitadas: !articulo.deshabilitaGotas,
        costos: costos.data ?? [],
      });
    },
    enviar: async () => {
      if (!articulo) return;
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const pendiente = articulo.codArticuloFarmasi === 0 && articulo.codArticulo > 0;
      const r = await mutation.mutateAsync({ articulo, pendiente });
      successToast(r.message || m.guardado);
      if (r.data) onGuardado(r.data);
    },
  });
  return {
    form,
    guardar: form.enviar,
    guardando: form.ocupado,
    parametroSat: parametro.data?.valor,
  };
};
