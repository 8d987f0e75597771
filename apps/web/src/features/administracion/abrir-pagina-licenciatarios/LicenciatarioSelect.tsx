import {
  type Licenciatario,
  abrirPaginaLicenciatariosMessages as m,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/useDebounced';
import { useBuscarLicenciatarios } from './api';

/** Typing pauses this long before the server is asked. */
const ESPERA_MS = 300;

const etiqueta = (l: Licenciatario) => `${l.usuario} - ${l.nombre}`;

/** Picks a licensee account by number, user name or name, searched on the server. */
export const LicenciatarioSelect = ({
  value,
  onChange,
}: {
  value: Licenciatario | null;
  onChange: (l: Licenciatario | null) => void;
}) => {
  const [texto, setTexto] = useState('');
  const buscado = useDebounced(texto.trim(), ESPERA_MS);
  const busqueda = useBuscarLicenciatarios(buscado);
  const lista = busqueda.data ?? [];
  const options = lista.map((l) => ({
    value: l.idEmpleados,
    label: etiqueta(l),
    sucursales: l.sucursales.map((s) => `${s.codSucursal} ${s.sucursal}`).join(', '),
  }));
  if (value && !options.some((o) => o.value === value.idEmpleados))
    options.unshift({ value: value.idEmpleados, label: etiqueta(value), sucursales: '' });
  return (
    <Select
      id="licenciatario"
      aria-label="Buscar licenciatario"
      placeholder={m.buscar}
      style={{ width: '100%' }}
      allowClear
      loading={busqueda.isFetching}
      showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
      notFoundContent={buscado && !busqueda.isFetching ? undefined : null}
      value={value?.idEmpleados ?? null}
      onChange={(id?: number | null) => {
        setTexto('');
        onChange(lista.find((l) => l.idEmpleados === id) ?? (id && value?.idEmpleados === id ? value : null));
      }}
      options={options}
      optionRender={(o) => (
        <div>
          <div>{o.data.label}</div>
          {o.data.sucursales && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {o.data.sucursales}
            </Typography.Text>
          )}
        </div>
      )}
    />
  );
};
