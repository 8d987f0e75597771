import {
  DATO_MAX,
  type FiltroDato as TipoFiltro,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import type { KeyboardEvent } from 'react';
import {
  BuscadorArticulo,
  BuscadorArticuloBaranetos,
  BuscadorCliente,
  BuscadorFormula,
  BuscadorProveedor,
  BuscadorSucursal,
} from '@/ui/buscadores';
import { TextoInput } from '@/ui/TextoInput';

/** A line's finders by the data filter's type (003 §2.10: P supplier, C client, S branch, G formula, A product). */
const FINDERS = {
  1: {
    P: BuscadorProveedor,
    C: BuscadorCliente,
    S: BuscadorSucursal,
    G: BuscadorFormula,
    A: BuscadorArticulo,
  },
  // The wholesale line's options pick only its own articles (its branches come in the special combo).
  2: { A: BuscadorArticuloBaranetos },
} as const;

interface Props {
  empresa: 1 | 2;
  filtro: TipoFiltro;
  etiqueta: string;
  /** The finder's code as text, or the typed text ('' empty). */
  value: string;
  onChange: (value: string) => void;
  campo: { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };
}

/**
 * One data filter of an option: free text (searched without accents or case) or the kit's finder of
 * its type, whose chosen code is the value sent.
 */
export const FiltroDato = ({ empresa, filtro, etiqueta, value, onChange, campo }: Props) => {
  const Finder = filtro
    ? (FINDERS[empresa] as Partial<Record<string, typeof BuscadorProveedor>>)[filtro]
    : undefined;
  if (!Finder)
    return (
      <TextoInput
        {...campo}
        aria-label={etiqueta}
        maxLength={DATO_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        allowClear
        placeholder="Todos"
      />
    );
  // A code from the URL: the finder looks its label up.
  const codigo = /^\d{1,9}$/.test(value) ? Number(value) : null;
  return (
    <Finder
      id={campo.id}
      ariaLabel={etiqueta}
      value={codigo}
      onChange={(c) => onChange(c === null ? '' : String(c))}
      allowClear
    />
  );
};
