import type {
  BusquedaConsulta,
  LlamadasConsultaGeneral,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callData } from '@/api';

const all = ['consultageneraldatos'] as const;
export const consultaKeys = {
  all,
  opciones: (ruta: string, codEmpleado: number) => [...all, ruta, 'opciones', codEmpleado] as const,
  combo: (ruta: string, tipo: number) => [...all, ruta, 'combo', tipo] as const,
  datos: (ruta: string, body: BusquedaConsulta | null) => [...all, ruta, 'datos', body] as const,
};

/** The options granted to the session's employee (003 §7 consulta-general/opciones/{codEmpleado}). */
export const useOpciones = (llamadas: LlamadasConsultaGeneral, codEmpleado: number) =>
  useQuery({
    queryKey: consultaKeys.opciones(llamadas.opciones.path, codEmpleado),
    queryFn: ({ signal }) => callData(llamadas.opciones, { params: { codEmpleado }, signal }),
    enabled: codEmpleado > 0,
    staleTime: 5 * 60_000,
  });

/** The special combo's entries, TODOS first (003 §7 ConsultaGeneral/OpcionesComboEspecial/{tipo}). */
export const useCombo = (llamadas: LlamadasConsultaGeneral, tipo: number) =>
  useQuery({
    queryKey: consultaKeys.combo(llamadas.combo.path, tipo),
    queryFn: ({ signal }) => callData(llamadas.combo, { params: { tipo }, signal }),
    enabled: tipo > 0,
    staleTime: 5 * 60_000,
  });

/**
 * One page of the result of the search in force (none while nothing is consulted). While another
 * page of the same option loads, the previous page stays; another option's rows never stand in.
 */
export const useResultado = (llamadas: LlamadasConsultaGeneral, body: BusquedaConsulta | null) =>
  useQuery({
    queryKey: consultaKeys.datos(llamadas.datos.path, body),
    queryFn: ({ signal }) => callData(llamadas.datos, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: (anterior, consulta) => {
      const previo = consulta?.queryKey[3] as BusquedaConsulta | null | undefined;
      return previo && body && previo.idOpcion === body.idOpcion ? keepPreviousData(anterior) : undefined;
    },
    staleTime: 0,
  });
