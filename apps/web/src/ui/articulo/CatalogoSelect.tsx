import type { KeyboardEvent } from 'react';
import { crearBuscador } from '@/ui/buscadores/crearBuscador';
import { buscarCatalogo, type CatalogoBuscar } from './api';

type Item = { codigo: number; descripcion: string; desglozar?: boolean };

interface Props {
  id: string;
  endpoint: CatalogoBuscar;
  value: Item;
  disabled?: boolean;
  ariaLabel?: string;
  onChange: (item: Item) => void;
  /**
   * The form's Enter (useFormulario): it reaches the field only when the finder leaves the key alone
   * (nothing typed; typed text is the finder's choice, taken in the capture phase before this).
   */
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
}

const NINGUNO: Item = { codigo: 0, descripcion: '' };

// One kit finder per catalogue (made once, so each keeps its identity between renders).
const buscadores = new Map<CatalogoBuscar, ReturnType<typeof crearBuscador<Item>>>();
const buscadorDe = (endpoint: CatalogoBuscar) => {
  let Buscador = buscadores.get(endpoint);
  if (!Buscador) {
    Buscador = crearBuscador<Item>({
      nombre: `catalogo-articulo${endpoint.path}`,
      buscar: (texto, signal) => buscarCatalogo(endpoint, texto, signal),
      codigo: (i) => i.codigo,
      etiqueta: (i) => i.descripcion,
      placeholder: '',
      sinResultados: 'Sin coincidencias',
      minimo: 0,
    });
    buscadores.set(endpoint, Buscador);
  }
  return Buscador;
};

/**
 * A select over a 'buscar' catalogue: the server filters as the user types (code or text). The kit's
 * finder (`crearBuscador`): Enter takes the match of the text as typed, never the previous value.
 */
export const CatalogoSelect = ({ id, endpoint, value, disabled, ariaLabel, onChange, onKeyDown }: Props) => {
  const Buscador = buscadorDe(endpoint);
  return (
    // The kit's finder takes no onKeyDown: the form's Enter listens where the key bubbles to.
    // biome-ignore lint/a11y/noStaticElementInteractions: the finder inside is the interactive element
    <div onKeyDown={onKeyDown}>
      <Buscador
        id={id}
        ariaLabel={ariaLabel}
        allowClear
        disabled={disabled}
        value={value.codigo || null}
        elegido={value.codigo ? value : null}
        onChange={(_, item) => onChange(item ?? NINGUNO)}
      />
    </div>
  );
};
