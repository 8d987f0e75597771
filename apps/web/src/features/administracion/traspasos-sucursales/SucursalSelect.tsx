import { TODAS_SUCURSALES } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { useDebounced } from '@/lib/useDebounced';
import { useSucursales } from './api';

interface Props {
  id: string;
  value: number;
  onChange: (codSucursal: number) => void;
  ariaLabel: string;
}

/** A branch, searched on the server by code or name as the user types; 'Todas' is -1. */
export const SucursalSelect = ({ id, value, onChange, ariaLabel }: Props) => {
  const [texto, setTexto] = useState('');
  // Typing waits a moment before asking the server.
  const buscar = useDebounced(texto.trim(), 250);
  const sucursales = useSucursales(buscar);
  // Names already seen, so the chosen branch keeps its name while another search is shown.
  const nombres = useRef(new Map<number, string>());
  for (const s of sucursales.data ?? []) nombres.current.set(s.codigo, s.descripcion);

  const options = [
    { value: TODAS_SUCURSALES, label: 'Todas' },
    ...(sucursales.data ?? []).map((s) => ({ value: s.codigo, label: s.descripcion })),
  ];
  if (!options.some((o) => o.value === value))
    options.push({ value, label: nombres.current.get(value) ?? `Sucursal ${value}` });

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTexto }}
      value={value}
      onChange={(v) => {
        onChange(v);
        setTexto('');
      }}
      options={options}
      loading={sucursales.isFetching}
      style={{ width: '100%' }}
      notFoundContent="No hay sucursales que coincidan"
    />
  );
};
