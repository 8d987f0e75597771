import { Form, Typography } from 'antd';
import type { KeyboardEventHandler } from 'react';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';

/**
 * The colonia: a choice among the postal code's colonias, or free text when the code has none or
 * the user's colonia is not among them ('No se encontró'); the link switches back while there are some.
 */
export const CampoColonia = ({
  campo,
  colonias,
  libre,
  onLibre,
  value,
  onChange,
}: {
  campo: { id: string; onKeyDown: KeyboardEventHandler<HTMLElement> };
  colonias: string[];
  libre: boolean;
  onLibre: (libre: boolean) => void;
  value: string;
  onChange: (colonia: string) => void;
}) => (
  <Form.Item
    label="Colonia"
    htmlFor="colonia"
    extra={
      libre ? (
        colonias.length > 0 && (
          <Typography.Link onClick={() => onLibre(false)}>Mostrar colonias</Typography.Link>
        )
      ) : (
        <Typography.Link onClick={() => onLibre(true)}>No se encontró</Typography.Link>
      )
    }
  >
    {libre ? (
      <TextoInput {...campo} maxLength={100} value={value} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <SelectBuscable
        {...campo}
        placeholder="Seleccione una colonia"
        value={value || undefined}
        onChange={onChange}
        options={colonias.map((c) => ({ value: c, label: c }))}
      />
    )}
  </Form.Item>
);
