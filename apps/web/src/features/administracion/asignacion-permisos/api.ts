import {
  conProducto,
  type NodoPermiso,
  type TipoPermisos,
  tiposPermisos,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { cerrarSesionesUsuario } from '@farmasi/contracts/seguridad/cerrar-sesiones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['permisos'] as const;
const keys = {
  arbol: (tipo: TipoPermisos, idWebUsuario: number) => [...all, tipo, idWebUsuario] as const,
};

/** The tree of one menu with the chosen user's state; the caja calls carry the product slug. */
export const useArbol = (tipo: TipoPermisos, product: string, idWebUsuario: number | null) =>
  useQuery({
    queryKey: keys.arbol(tipo, idWebUsuario ?? 0),
    queryFn: ({ signal }) =>
      callData(conProducto(tiposPermisos[tipo].obtener, product), {
        params: { idWebUsuario: idWebUsuario ?? 0 },
        signal,
      }),
    enabled: idWebUsuario !== null,
  });

export const useGuardarPermisos = (tipo: TipoPermisos, product: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { idWebUsuario: number; permisosWebUsuario: number[] }) =>
      call(conProducto(tiposPermisos[tipo].guardar, product), { body }),
    // The answer is the tree as stored: it replaces the cached one.
    onSuccess: (answer, body) => {
      const key = keys.arbol(tipo, body.idWebUsuario);
      if (answer.data) queryClient.setQueryData<NodoPermiso[]>(key, answer.data);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};

/** Ends every session of the chosen web user (he must sign in again on every device). */
export const useCerrarSesiones = () =>
  useMutation({
    mutationFn: (idWebUsuario: number) => call(cerrarSesionesUsuario, { params: { idWebUsuario } }),
  });
