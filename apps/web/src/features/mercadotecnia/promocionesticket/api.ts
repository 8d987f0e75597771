import { API_BASE } from '@farmasi/contracts';
import type {
  GuardarPromocion,
  LlamadasPromociones,
  PromocionConSucursales,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { enviarArchivo } from '@/lib/upload';

/** One line's calls, its cache key and its screen (the same page serves both lines). */
export interface Linea {
  llamadas: LlamadasPromociones;
  clave: string;
  /** Its menu entry: the history's permission, and its `empresa` is the line. */
  pantalla: PantallaMenu;
}

const keyDe = (linea: Linea) => ['promocionesticket', linea.clave] as const;

export const usePromociones = (linea: Linea) =>
  useQuery({
    queryKey: keyDe(linea),
    queryFn: ({ signal }) => callData(linea.llamadas.consultar, { signal }),
  });

export const usePromocion = (linea: Linea, id: number) =>
  useQuery({
    queryKey: [...keyDe(linea), 'una', id],
    queryFn: ({ signal }) => callData(linea.llamadas.consulta, { params: { id }, signal }),
    enabled: id > 0,
    gcTime: 0,
  });

export const useSucursalesActivas = (linea: Linea) =>
  useQuery({
    queryKey: [...keyDe(linea), 'sucursales'],
    queryFn: ({ signal }) => callData(linea.llamadas.sucursales, { signal }),
    staleTime: 5 * 60_000,
  });

/** The modal's save: the record as the json field and the chosen .bmp, if any, as files[0]. */
export const useGuardarPromocion = (linea: Linea) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datos, imagen }: { datos: GuardarPromocion; imagen: File | null }) =>
      enviarArchivo<PromocionConSucursales>(`${API_BASE}${linea.llamadas.guardar.path}`, imagen, {
        campos: { json: JSON.stringify(datos) },
        campo: 'files[0]',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyDe(linea) }),
  });
};

/** Delete and reorder answer the line's list, which replaces the cached one. */
const useCambio = <V>(
  linea: Linea,
  fn: (v: V) => ReturnType<typeof call<LlamadasPromociones['eliminar']>>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      queryClient.setQueryData(keyDe(linea), answer.data);
      void queryClient.invalidateQueries({ queryKey: keyDe(linea) });
    },
  });
};

export const useEliminarPromocion = (linea: Linea) =>
  useCambio(linea, (id: number) => call(linea.llamadas.eliminar, { params: { id } }));

export const useGuardarOrden = (linea: Linea) =>
  useCambio(linea, (lista: { idCatPromocionesTicket: number; orden: number }[]) =>
    call(linea.llamadas.actualizarOrden, { body: lista }),
  );

/** The sample ticket, a PDF in base64 (001 §7 consulta-pdf). */
export const pedirTicketEjemplo = (linea: Linea) => callData(linea.llamadas.consultaPdf);
