import { articulosEcommercePantalla, type Principal } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { historialMessages } from '@farmasi/contracts/sistemas/historial';
import { BotonHistorial } from '@/ui/Historial';

/**
 * A principal's fields 'Historial' shows, with the modal's and its variants table's labels (issue 29).
 * The server audits the principal whole (its variants inside); the type's and items' ids are left out.
 */
const ETIQUETAS = {
  descripcion: 'Descripción',
  manejaVariantes: 'Maneja Variantes',
  tipoVariante: 'Tipo de variante',
  codArticulo: 'CodArticulo',
  descripcionArticulo: 'Artículo',
  articulos: 'Variantes',
};

type Variante = Partial<Principal['articulos'][number]>;

/** The audited variants (a JSON list) as the variants table reads them: 'code description: variant = value'. */
export const variantesLegibles = (valor: string): string => {
  let lista: unknown;
  try {
    lista = JSON.parse(valor);
  } catch {
    return valor;
  }
  if (!Array.isArray(lista)) return valor;
  if (lista.length === 0) return historialMessages.vacio;
  return (lista as Variante[])
    .map(
      (v) =>
        [v.CodArticulo, v.DescripcionArticulo].filter(Boolean).join(' ') +
        `: ${v.DescripcionVariante ?? ''} = ${v.ValorVariante ?? ''}`,
    )
    .join('; ');
};

/** A principal's history (its row's icon button): audited under its id. */
export const HistorialEcommerce = ({ p }: { p: Omit<Principal, 'articulos'> }) => (
  <BotonHistorial
    soloIcono
    size="middle"
    pantalla={articulosEcommercePantalla}
    clave={p.idCatArticulosArticuloPrincipal}
    etiquetas={ETIQUETAS}
    valores={{ articulos: variantesLegibles }}
    titulo={p.descripcion}
  />
);
