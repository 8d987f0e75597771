import {
  type Principal,
  type VarianteItem,
  validarNuevoItem,
  validarValorVariante,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { useCallback, useState } from 'react';

/** The article chosen in the finder, as the variants table keeps it. */
export interface ArticuloElegido {
  codArticulo: number;
  descripcion: string;
  codBarras: string;
}

/**
 * The principal's list of articles or variants. New items are removed outright; persisted ones stay
 * hidden with EsEliminado 1 so that the server deletes them (003 §4).
 */
export const useVariantes = (id: number) => {
  const [items, setItems] = useState<VarianteItem[]>([]);
  const vivos = items.filter((i) => i.EsEliminado !== 1);

  const descartar = (quitar: (i: VarianteItem) => boolean) =>
    setItems((prev) =>
      prev.flatMap((i) =>
        !quitar(i)
          ? [i]
          : i.IdCatArticulosVariantesOpcionesValores > 0
            ? [{ ...i, EsEliminado: 1 as const }]
            : [],
      ),
    );

  /** Adds the article as a variant of type `tipo`; answers the failure's message, or null when added. */
  const agregar = (
    articulo: ArticuloElegido,
    tipo: number,
    descripcion: string,
    valor: string,
  ): string | null => {
    const nuevo = {
      CodArticulo: articulo.codArticulo,
      DescripcionVariante: descripcion,
      ValorVariante: valor,
    };
    const failure = validarNuevoItem(items, nuevo) ?? validarValorVariante(tipo, valor);
    if (failure) return failure;
    setItems((prev) => [
      ...prev,
      {
        ...nuevo,
        DescripcionArticulo: articulo.descripcion,
        CodBarras: articulo.codBarras,
        IdCatArticulosVariantesOpciones: tipo,
        IdCatArticulosVariantesOpcionesValores: 0,
        idCatArticulosVariantes: 0,
        EsEliminado: 0,
        IdCatArticulosArticuloPrincipal: id,
      },
    ]);
    return null;
  };

  /** The items the save sends: with variants all of them typed; without, only the persisted ones, deleted. */
  const paraGuardar = (manejaVariantes: boolean, tipo: number) =>
    manejaVariantes
      ? items.map((i) => ({ ...i, IdCatArticulosVariantesOpciones: tipo }))
      : items
          .map((i) => ({ ...i, EsEliminado: 1 as const }))
          .filter((i) => i.IdCatArticulosVariantesOpcionesValores > 0);

  // Stable: the modal loads the persisted principal in an effect that depends on it.
  const cargar = useCallback((p: Principal) => setItems(p.articulos), []);

  return { vivos, descartar, agregar, paraGuardar, cargar };
};
