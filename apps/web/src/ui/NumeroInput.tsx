import type { InputProps } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { decimalKey, digitsKey } from '@/lib/keys';
import { recortarAlLimite } from '@/lib/limite';
import { numeroDeTexto, patronNumero, textoDeNumero } from '@/lib/numeros';
import { TextoInput } from './TextoInput';

export interface NumeroInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: number | null | undefined;
  /** The typed number; null while the field holds no digit. */
  onChange: (valor: number | null) => void;
  /** Digits after the point: 0 integers (default), 2 prices and percentages, 4 costs. */
  decimales?: number;
  /**
   * A ',' typed or pasted is the decimal point too (7,5 → 7.5). For percentages and measures, never
   * for amounts, where a Mexican ',' separates thousands.
   */
  comaDecimal?: boolean;
}

/**
 * What a number field shows after an edit turned `previo` into `nuevo` (both already trimmed), before
 * any length limit: a field that held only 0 takes the digits typed into it in place of that 0,
 * wherever the caret stood (issue 24: a click after the focus leaves the caret beside the 0, and 120
 * became '012' → 12, or in a one-digit field the digit was cut away); zeros before an integer part
 * go ('012' → '12', '00.5' → '0.5'), so the field shows the number it holds.
 */
export const textoTecleado = (previo: string, nuevo: string, cursor: number | null = null): string => {
  let texto = nuevo;
  const largo = nuevo.length - previo.length;
  if (/^0+$/.test(previo) && largo > 0 && cursor !== null && cursor >= largo && /^\d+$/.test(nuevo)) {
    // Typed or pasted text ends at the caret. When the rest is the old 0, that was an insertion
    // beside it: the digits take its place. Otherwise the whole value was replaced (select all, a
    // fill): it stands as written.
    const insertado = nuevo.slice(cursor - largo, cursor);
    if (nuevo.slice(0, cursor - largo) + nuevo.slice(cursor) === previo) texto = insertado;
  }
  return texto.replace(/^0+(?=\d)/, '');
};

/**
 * The one numeric field: only digits (and with `decimales`, one '.' and that many decimals) can be
 * typed; a pasted or dropped text that is not such a number is refused whole and the field stays as
 * it was. Never turns '12a.34' into 12 behind the user's back. `maxLength` is the kit's
 * (`recortarAlLimite`): blanks around a pasted number go, and a 0 the field held gives way to the
 * typed digits (`textoTecleado`), before the limit cuts.
 */
export const NumeroInput = ({
  value,
  onChange,
  decimales = 0,
  comaDecimal = false,
  onKeyDown,
  onFocus,
  maxLength,
  ...props
}: NumeroInputProps) => {
  const [texto, setTexto] = useState(() => textoDeNumero(value, decimales));
  const [previo, setPrevio] = useState(value);
  // The value changed from outside (a record loaded, a reset): show it, unless it is what is typed
  // (an emptied field stands for 0 in forms that keep 0 for nothing).
  if (value !== previo) {
    setPrevio(value);
    if ((numeroDeTexto(texto) ?? 0) !== (value ?? 0)) setTexto(textoDeNumero(value, decimales));
  }
  const patron = patronNumero(decimales);
  return (
    <TextoInput
      inputMode={decimales > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      value={texto}
      onFocus={(e) => {
        e.target.select(); // typing replaces the shown number instead of appending to its 0
        onFocus?.(e);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (decimales > 0) decimalKey(e, comaDecimal ? '.,' : '.');
        else digitsKey(e);
        onKeyDown?.(e);
      }}
      onChange={(e) => {
        const escrito = e.target.value.trim();
        const tecleado = textoTecleado(
          texto,
          comaDecimal ? escrito.replace(/,/g, '.') : escrito,
          e.target.value === escrito ? e.target.selectionStart : null,
        );
        // The limit after the 0 gave way, so that a typed digit is never the one cut.
        const nuevo =
          maxLength !== undefined && maxLength >= 0 ? recortarAlLimite(texto, tecleado, maxLength) : tecleado;
        if (!patron.test(nuevo)) return; // refused: the controlled input goes back to `texto`
        setTexto(nuevo);
        onChange(numeroDeTexto(nuevo));
      }}
    />
  );
};

/** A price or amount: 2 decimals and '$' before it. */
export const PrecioInput = (props: Omit<NumeroInputProps, 'decimales'>) => (
  <NumeroInput prefix="$" {...props} decimales={2} />
);

/** A cost: 4 decimals and '$' before it. */
export const CostoInput = (props: Omit<NumeroInputProps, 'decimales'>) => (
  <NumeroInput prefix="$" {...props} decimales={4} />
);
