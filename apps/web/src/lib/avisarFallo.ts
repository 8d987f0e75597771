import { dialogFor, isApiError, markReported } from '@/api';
import { errorDialog, warningDialog } from '@/ui/dialogs';

/**
 * For a call whose failure the spec names ('Error al guardar información', 'Error al buscar
 * productos'): a refusal (value false) or a checked field (400) shows the server's message as a
 * warning; any other failure (no connection, no answer, a server fault) shows `textoError`. Use it as
 * the call's `onError` with `meta: { silent: true }`. A 403 and an ended session are left to the app
 * (no dialog), and the failure is marked shown, so an action awaiting the call does not repeat it.
 */
export const avisarFallo = (textoError: string) => (error: unknown) => {
  markReported(error);
  if (!dialogFor(error)) return;
  if (isApiError(error) && (error.kind === 'rejected' || (error.kind === 'status' && error.status < 500)))
    void warningDialog(error.message);
  else void errorDialog(textoError);
};
