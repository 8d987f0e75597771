import { Input } from 'antd';
import { type ChangeEvent, type ComponentProps, type ComponentType, useRef } from 'react';
import { recortarAlLimite } from '@/lib/limite';

type Limite = ComponentProps<typeof Input>['count'];

/**
 * The limit of a kit text field: antd's `count` with the kit's cut (`recortarAlLimite`) in place of
 * the browser's maxlength, which cuts a paste before anyone can trim it (' 72000' → 7200). The field
 * shows what it keeps, and its onChange receives that.
 */
const useLimite = (
  max: number | undefined,
  valor: unknown,
  count: Limite,
  onChange: ((e: ChangeEvent<never>) => void) | undefined,
) => {
  // The text before the edit: the controlled value, or what the last change left.
  const previo = useRef('');
  if (valor !== undefined && valor !== null) previo.current = String(valor);
  if (max === undefined || max < 0) return { count, onChange };
  return {
    count: {
      ...count,
      max,
      exceedFormatter: (nuevo: string) => recortarAlLimite(previo.current, nuevo, max),
    },
    onChange: (e: ChangeEvent<never>) => {
      // A controlled field's text is its value (the screen may refuse or reshape the change).
      if (valor === undefined) previo.current = (e.target as HTMLInputElement).value;
      onChange?.(e);
    },
  };
};

interface ConLimite {
  maxLength?: number;
  count?: Limite;
  value?: unknown;
  onChange?: unknown;
}

/** An antd text box whose `maxLength` is the kit's (one wrapper for the four kinds below). */
const conLimite =
  <P extends ConLimite>(Caja: ComponentType<P>) =>
  ({ maxLength, count, value, onChange, ...props }: P) => {
    const limite = useLimite(maxLength, value, count, onChange as never);
    return <Caja {...(props as P)} value={value} {...limite} />;
  };

/**
 * The one text field with a length limit: antd's Input whose `maxLength` trims the blank space at
 * the ends of a pasted, dropped, scanned or typed text before it cuts ('recortarAlLimite').
 */
export const TextoInput = conLimite<ComponentProps<typeof Input>>(Input);

/** TextoInput's search box (Input.Search). */
export const TextoBusqueda = conLimite<ComponentProps<typeof Input.Search>>(Input.Search);

/** TextoInput's many-line box (Input.TextArea). */
export const TextoArea = conLimite<ComponentProps<typeof Input.TextArea>>(Input.TextArea);

/** TextoInput's hidden text (Input.Password): credentials pasted with a trailing blank keep their end. */
export const TextoClave = conLimite<ComponentProps<typeof Input.Password>>(Input.Password);
