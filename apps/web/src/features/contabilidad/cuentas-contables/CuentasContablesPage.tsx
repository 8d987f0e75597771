import {
  type CuentaEmpresa,
  type CuentaSucursal,
  FILTROS_CUENTA,
  type FiltroCuenta,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { Alert, Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { paginaValida, useListaEnUrl, useTextoDeUrl } from '@/lib/useListaEnUrl';
import { useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useCuentasContables } from './api';
import { CuentaModal, type EdicionCuenta } from './CuentaModal';
import { columnasEmpresas, columnasSucursales } from './columnas';
import { filtrarSucursales } from './filtros';

const esFiltro = (v: string): v is FiltroCuenta => (FILTROS_CUENTA as readonly string[]).includes(v);

/**
 * S23 'Catálogo de Cuentas Contables': the companies' accounts and the branches' cash, general-rate
 * and 0%-rate accounts. Both lists are loaded whole; the branch filters and page live in the URL.
 */
export const CuentasContablesPage = () => {
  const [{ buscar, cuenta, pagina }, setLista, orden] = useListaEnUrl(
    { buscar: '', cuenta: 'Todas', pagina: 1 },
    { pagina: paginaValida, cuenta: esFiltro },
    { ordenable: ['descripcion', 'cuentaEfectivo', 'cuentaTasaGral', 'cuentaTasa0'] },
  );
  // The box keeps its own text: fed back from the URL, fast typing would lose characters.
  // Every change of the URL's search is the box's own (typed as the list filters), but Back and Forward.
  const [texto, setTexto] = useTextoDeUrl(buscar, () => true);
  const [edicion, setEdicion] = useState<EdicionCuenta | null>(null);
  const cuentas = useCuentasContables();
  const telefono = useTelefono();

  const sucursales = useMemo(
    () => filtrarSucursales(cuentas.data?.sucursales ?? [], texto, cuenta as FiltroCuenta),
    [cuentas.data, texto, cuenta],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* 002 §8: the list's failure is told in the spec's words, and stays until it loads. */}
      {cuentas.isError && <Alert type="error" showIcon title={m.errorObtener} />}
      <Card title="Empresas">
        <DataTable<CuentaEmpresa>
          rowKey="idCatEmpresa"
          columns={columnasEmpresas(telefono, (empresa) => setEdicion({ tipo: 'empresa', empresa }))}
          dataSource={cuentas.data?.empresas ?? []}
          loading={cuentas.isFetching}
          pagination={false}
          exportar={{ archivo: 'cuentas-contables-empresas' }}
        />
      </Card>
      <Card title="Sucursales">
        <Space wrap style={{ marginBottom: 12 }}>
          <TextoBusqueda
            aria-label="Buscar sucursal"
            placeholder="Buscar sucursal"
            allowClear
            maxLength={100}
            style={{ width: 300, maxWidth: '100%' }}
            value={texto}
            onChange={(e) => {
              setTexto(e.target.value);
              setLista({ buscar: e.target.value, pagina: 1 }, { replace: true });
            }}
          />
          <Select
            aria-label="Filtro de cuenta"
            style={{ width: 160 }}
            value={cuenta}
            options={FILTROS_CUENTA.map((f) => ({ value: f, label: f }))}
            onChange={(v) => setLista({ cuenta: v, pagina: 1 })}
          />
        </Space>
        <DataTable<CuentaSucursal>
          rowKey="id"
          columns={columnasSucursales(telefono, (sucursal) => setEdicion({ tipo: 'sucursal', sucursal }))}
          dataSource={sucursales}
          loading={cuentas.isFetching}
          orden={orden}
          pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
          exportar={{ archivo: 'cuentas-contables-sucursales' }}
          locale={{ emptyText: 'Ninguna sucursal coincide con los filtros.' }}
        />
      </Card>
      {edicion && <CuentaModal edicion={edicion} onClose={() => setEdicion(null)} />}
    </Space>
  );
};
