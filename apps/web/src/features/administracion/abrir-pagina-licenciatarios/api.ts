import {
  guardarBitacora,
  type LoginLicenciatarioResponse,
  loginLicenciatario,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { useMutation } from '@tanstack/react-query';
import { call, request } from '@/api';
import { guardarSesionLicenciatario, urlConToken } from './portal';

/**
 * 003 §6 in order: sign in as the licensee, store the result, log the opening; answers the portal
 * address with the token. A failure at any step stops there (the portal is not opened unlogged).
 */
export const useAbrirPortal = () =>
  useMutation({
    mutationFn: async (licenciatario: { idEmpleados: number; usuario: string }) => {
      const login = await request<LoginLicenciatarioResponse>(loginLicenciatario, { body: licenciatario });
      if (!login.data || !login.token) throw new Error('Respuesta de inicio de sesión incompleta');
      guardarSesionLicenciatario(login.token, login.data);
      await call(guardarBitacora, { params: { idUsuario: login.data.idUsuario } });
      return urlConToken(login.data.urlPortal, login.token);
    },
  });
