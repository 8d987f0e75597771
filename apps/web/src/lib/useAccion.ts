import { useCallback, useRef, useState } from 'react';
import { dialogFor, isApiError, wasReported } from '@/api';
import { errorDialog, warningDialog } from '@/ui/dialogs';
import { camposRechazados } from './avisoDeCampo';

/**
 * One action at a time: `ejecutar(fn)` runs fn unless the previous run is still going (a double click,
 * Enter pressed twice, a click while the confirmation is open), and `ocupado` is true meanwhile.
 * The guard is a ref, set before the first await, so a second click in the same frame is refused
 * before React has re-rendered the button as busy.
 *
 * Await the call inside fn (`mutateAsync`, not `mutate`) so that the action lasts as long as it does.
 * A failure the query client has already shown is not shown again; any other is shown here.
 *
 * An action started while a kit input tells why it refused what was typed in it — leaving a date
 * field by clicking 'Guardar' refuses the date and then clicks — waits for that warning and does not
 * run: a save never goes out with a value the user did not type (lib/avisoDeCampo, issue 30).
 */
export const useAccion = () => {
  const corriendo = useRef(false);
  const [ocupado, setOcupado] = useState(false);

  const ejecutar = useCallback(async <T>(fn: () => T | Promise<T>): Promise<T | undefined> => {
    if (corriendo.current) return undefined;
    corriendo.current = true;
    setOcupado(true);
    try {
      const rechazados = camposRechazados();
      if (rechazados) {
        await rechazados;
        return undefined;
      }
      return await fn();
    } catch (e) {
      mostrarFalla(e);
      return undefined;
    } finally {
      corriendo.current = false;
      setOcupado(false);
    }
  }, []);

  return { ocupado, ejecutar };
};

const mostrarFalla = (e: unknown): void => {
  if (wasReported(e)) return;
  if (!isApiError(e)) console.error(e);
  const dialog = dialogFor(e);
  if (dialog) void (dialog.severity === 'error' ? errorDialog : warningDialog)(dialog.message);
};
