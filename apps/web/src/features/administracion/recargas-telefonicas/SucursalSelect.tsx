import { type RefSelectProps, Select } from 'antd';
import { type Ref, useDeferredValue, useState } from 'react';
import { useBuscarSucursales } from './api';

interface Props {
  id?: string;
  value: number;
  /** The branch's name when the value comes from a row (before any search). */
  label?: string;
  onChange: (codSucursal: number) => void;
  allowClear?: boolean;
  placeholder: string;
  selectRef?: Ref<RefSelectProps>;
}

/** A branch chosen by code or name, searched on the server as the user types. */
export const SucursalSelect = ({ id, value, label, onChange, allowClear, placeholder, selectRef }: Props) => {
  const [texto, setTexto] = useState('');
  const buscar = useDeferredValue(texto.trim());
  const sucursales = useBuscarSucursales(buscar);
  const options = (sucursales.data ?? []).map((s) => ({
    value: s.codigo,
    label: `${s.codigo} - ${s.descripcion}`,
  }));
  if (value && label && !options.some((o) => o.value === value))
    options.unshift({ value, label: `${value} - ${label}` });
  return (
    <Select
      ref={selectRef}
      id={id}
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ width: '100%' }}
      allowClear={allowClear}
      loading={sucursales.isFetching}
      showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
      value={value || undefined}
      onChange={(v?: number) => {
        setTexto('');
        onChange(v ?? 0);
      }}
      options={options}
    />
  );
};
