import {
  type EmpleadoUsuario,
  permisosMessages as m,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/useDebounced';
import { useEmpleados } from './api';

/** The employee search (code and name), asked of the server a moment after the user stops typing. */
export const EmpleadoSelect = ({ onChange }: { onChange: (e: EmpleadoUsuario) => void }) => {
  const [texto, setTexto] = useState('');
  const buscar = useDebounced(texto.trim(), 300);
  const empleados = useEmpleados(buscar);
  const lista = empleados.data ?? [];
  return (
    <Select<number>
      id="empleado"
      aria-label={m.buscarEmpleado}
      placeholder={m.buscarEmpleado}
      style={{ width: '100%', maxWidth: 480 }}
      showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
      loading={empleados.isFetching}
      value={null}
      notFoundContent={buscar && !empleados.isFetching ? m.sinEmpleados : null}
      options={lista.map((e) => ({ value: e.idWebUsuarios, label: `${e.codEmpleado} - ${e.nombre}` }))}
      onChange={(id) => {
        const elegido = lista.find((e) => e.idWebUsuarios === id);
        if (!elegido) return;
        setTexto('');
        onChange(elegido);
      }}
    />
  );
};
