import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/useDebounced';
import { buscarCatalogo, type CatalogoBuscar } from './api';

type Item = { codigo: number; descripcion: string; desglozar?: boolean };

interface Props {
  id: string;
  endpoint: CatalogoBuscar;
  value: Item;
  disabled?: boolean;
  onChange: (item: Item) => void;
}

/** A select over a 'buscar' catalogue: the server filters as the user types (code or text). */
export const CatalogoSelect = ({ id, endpoint, value, disabled, onChange }: Props) => {
  const [texto, setTexto] = useState('');
  const buscar = useDebounced(texto, 250);
  const opciones = useQuery({
    queryKey: ['articulos', 'catalogo', endpoint.path, buscar],
    queryFn: () => buscarCatalogo(endpoint, buscar),
    enabled: !disabled,
  });
  const items = opciones.data ?? [];
  const conActual = value.codigo && !items.some((i) => i.codigo === value.codigo) ? [value, ...items] : items;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTexto }}
      allowClear
      disabled={disabled}
      loading={opciones.isFetching}
      style={{ width: '100%' }}
      value={value.codigo || undefined}
      options={conActual.map((i) => ({ value: i.codigo, label: i.descripcion }))}
      onChange={(codigo?: number) => {
        const elegido = conActual.find((i) => i.codigo === codigo);
        onChange(elegido ?? { codigo: 0, descripcion: '' });
        setTexto('');
      }}
      notFoundContent={opciones.isFetching ? 'Buscando…' : 'Sin coincidencias'}
    />
  );
};
