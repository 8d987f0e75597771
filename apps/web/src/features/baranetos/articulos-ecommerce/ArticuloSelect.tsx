import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useBuscarArticulos } from './api';

export interface ArticuloElegido {
  codArticulo: number;
  descripcion: string;
  codBarras: string;
}

/** The article search of the modal: code, barcode or description, searched on the server. */
export const ArticuloSelect = ({
  value,
  onChange,
}: {
  value: ArticuloElegido | null;
  onChange: (a: ArticuloElegido | null) => void;
}) => {
  const [texto, setTexto] = useState('');
  const buscado = useDeferredValue(texto.trim());
  const articulos = useBuscarArticulos(buscado);
  const lista = articulos.data ?? [];
  const options = lista.map((a) => ({ value: a.codArticulo, label: `${a.codArticulo} - ${a.descripcion}` }));
  if (value && !options.some((o) => o.value === value.codArticulo))
    options.unshift({ value: value.codArticulo, label: `${value.codArticulo} - ${value.descripcion}` });
  return (
    <Select
      id="articulo"
      aria-label="Buscar artículo"
      placeholder="Buscar artículo por código, código de barras o descripción"
      style={{ width: '100%' }}
      allowClear
      loading={articulos.isFetching}
      showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
      notFoundContent={buscado ? undefined : null}
      value={value?.codArticulo ?? null}
      onChange={(cod?: number | null) => {
        setTexto('');
        onChange(
          lista.find((a) => a.codArticulo === cod) ?? (cod && value?.codArticulo === cod ? value : null),
        );
      }}
      options={options}
    />
  );
};
