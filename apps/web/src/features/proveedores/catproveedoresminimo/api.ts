import { marcas } from '@farmasi/contracts/catalogos/catalogos-articulos';
import {
  consultaExistenciaMinima,
  existenciaMinimaGuardar,
  sucursalesExistenciasMinimas,
} from '@farmasi/contracts/proveedores/catproveedoresminimo';
import {
  type MinimoGuardar,
  existenciasMinimasMessages as m,
} from '@farmasi/contracts/proveedores/existencias-minimas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { avisarFallo } from '@/lib/avisarFallo';

const all = ['existencias-minimas-marca'] as const;

/** The active brands (idCatProveedoresMarcasEnc, nombre): the select lists them on open. */
export const useMarcas = () =>
  useQuery({
    queryKey: [...all, 'marcas'],
    queryFn: ({ signal }) => callData(marcas, { signal }),
    staleTime: 5 * 60_000,
  });

/** 002 §7 consultaexistenciaminima: the brand's articles with their count of branches at 0. */
export const useArticulosDeMarca = (idMarca: number) =>
  useQuery({
    queryKey: [...all, 'articulos', idMarca],
    queryFn: ({ signal }) => callData(consultaExistenciaMinima, { params: { idMarca }, signal }),
    enabled: idMarca > 0,
  });

/** 002 §7 catsucursalesexistenciasminimas: the article's minimum at every own branch. */
export const useSucursalesDeArticulo = (codArticulo: number) =>
  useQuery({
    queryKey: [...all, 'sucursales', codArticulo],
    queryFn: ({ signal }) => callData(sucursalesExistenciasMinimas, { params: { codArticulo }, signal }),
    // The modal always shows what is stored now, never a copy from before the last save.
    staleTime: 0,
  });

/**
 * 002 §7 existenciaMinimaGuardar: the modified rows. A refusal shows the server's reason; any other
 * failure 'Error al guardar información' (002 §8). The list and the branches reload either way.
 */
export const useGuardarExistenciaMinima = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MinimoGuardar[]) => call(existenciaMinimaGuardar, { body }),
    meta: { silent: true },
    onError: avisarFallo(m.errorGuardar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
