import { buscarFormula, buscarProductosAvanzado } from '@farmasi/contracts/catalogos/buscadores';
import type { CatalogoItem } from '@farmasi/contracts/catalogos/sucursales';
import {
  type MinimoGuardar,
  existenciasMinimasMessages as m,
} from '@farmasi/contracts/proveedores/existencias-minimas';
import {
  copiarStockMinimo,
  stockMinimoBuscar,
  stockMinimoGuardar,
} from '@farmasi/contracts/proveedores/stockminimo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { avisarFallo } from '@/lib/avisarFallo';

const all = ['stock-minimo'] as const;

export type Tipo = 'producto' | 'formula';

/**
 * The shared searches (002 §7): products by every word in description, formula or laboratory
 * (buscadores/buscar-productos-avanzado, body buscar), formulas by code or text (buscadores/buscar-formula).
 */
export const buscarCatalogo = (tipo: Tipo, texto: string): Promise<CatalogoItem[]> =>
  tipo === 'producto'
    ? callData(buscarProductosAvanzado, { body: { buscar: texto } })
    : callData(buscarFormula, { params: { texto } });

/** 002 §7 stockMinimoBuscar: the product's or the formula's rows (one per article and own branch). */
export const useStockMinimo = (tipo: Tipo, codigo: number) =>
  useQuery({
    queryKey: [...all, 'filas', tipo, codigo],
    queryFn: ({ signal }) =>
      callData(stockMinimoBuscar, {
        body:
          tipo === 'producto'
            ? { codArticulo: codigo, codFormula: 0 }
            : { codArticulo: 0, codFormula: codigo },
        signal,
      }),
    enabled: codigo > 0,
    staleTime: 0,
  });

/** 002 §7 stockMinimoGuardar: a failure other than a refusal says 'Error al guardar información' (§8). */
export const useGuardarStockMinimo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MinimoGuardar[]) => call(stockMinimoGuardar, { body }),
    meta: { silent: true },
    onError: avisarFallo(m.errorGuardar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...all, 'filas'] }),
  });
};

/** 002 §7 CopiarStockMinimoGuardar/{origin}/{destination}; the rows shown reload after it. */
export const useCopiarStockMinimo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { origen: number; destino: number }) => call(copiarStockMinimo, { params }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...all, 'filas'] }),
  });
};
