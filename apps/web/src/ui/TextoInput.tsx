import { Input } from 'antd';
import { type ChangeEvent, type ComponentProps, useRef } from 'react';
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

/**
 * The one text field with a length limit: antd's Input whose `maxLength` trims the blank space at
 * the ends of a pasted, dropped, scanned or typed text before it cuts ('recortarAlLimite').
 */
export const TextoInput = ({ maxLength, count, value, onChange, ...props }: ComponentProps<typeof Input>) => {
  const limite = useLimite(maxLength, value, count, onChange as never);
  return <Input {...props} value={value} {...limite} />;
};

/** TextoInput's search box (Input.Search). */
export const TextoBusqueda = ({
  maxLength,
  count,
  value,
  onChange,
  ...props
}: ComponentProps<typeof Input.Search>) => {
  const limite = useLimite(maxLength, value, count, onChange as never);
  return <Input.Search {...props} value={value} {...limite} />;
};

/** TextoInput's many-line box (Input.TextArea). */
export const TextoArea = ({
  maxLength,
  count,
  value,
  onChange,
  ...props
}: ComponentProps<typeof Input.TextArea>) => {
  const limite = useLimite(maxLength, value, count, onChange as never);
  return <Input.TextArea {...props} value={value} {...limite} />;
};

/** TextoInput's hidden text (Input.Password): credentials pasted with a trailing blank keep their end. */
export const TextoClave = ({
  maxLength,
  count,
  value,
  onChange,
  ...props
}: ComponentProps<typeof Input.Password>) => {
  const limite = useLimite(maxLength, value, count, onChange as never);
  return <Input.Password {...props} value={value} {...limite} />;
};
