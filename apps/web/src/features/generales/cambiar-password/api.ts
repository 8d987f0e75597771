import { type ModificarPasswordBody, modificarPassword } from '@farmasi/contracts/generales/cambiar-password';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/api';

/** POST /generales/modificarPassword; a rejection is shown with the error icon (000 §7). */
export const useModificarPassword = () =>
  useMutation({
    mutationFn: (body: ModificarPasswordBody) => call(modificarPassword, { body }),
    meta: { rejection: 'error' },
  });
