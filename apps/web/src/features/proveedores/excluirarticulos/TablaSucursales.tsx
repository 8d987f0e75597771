import {
  excluirArticulosMessages as m,
  type SucursalExclusion,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { Checkbox, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { coincide } from '@/lib/texto';
import { DataTable } from '@/ui/DataTable';
import { TextoInput } from '@/ui/TextoInput';
import { HistorialExclusion } from './historial';

interface Props {
  /** The chosen article ('código - descripción'), or none. */
  articulo?: string;
  filas: SucursalExclusion[];
  cargando: boolean;
  /** The ticks as the user left them (branch code → excluir); a branch not here keeps its stored value. */
  ticks: Record<number, boolean>;
  onTick: (codSucursal: number, excluir: boolean) => void;
}

/** Whether the branch excludes the article, as ticked on screen. */
export const excluye = (f: SucursalExclusion, ticks: Record<number, boolean>) =>
  ticks[f.codSucursal] ?? f.excluir;

/**
 * The chain's branches for the chosen article (002 §2: on the right, an exclude tick per branch), in
 * a box that scrolls, searched by code or name; a row ticked differently from what is stored is marked.
 */
export const TablaSucursales = ({ articulo, filas, cargando, ticks, onTick }: Props) => {
  const [buscar, setBuscar] = useState('');
  const visibles = useMemo(
    () => filas.filter((f) => coincide(buscar, f.codSucursal, f.sucursal)),
    [filas, buscar],
  );
  const marcadas = filas.filter((f) => excluye(f, ticks)).length;

  const columnas = [
    { title: 'Código', dataIndex: 'codSucursal', width: 90 },
    { title: 'Sucursal', dataIndex: 'sucursal' },
    {
      title: 'Excluir',
      key: 'excluir',
      width: 90,
      align: 'center' as const,
      render: (_: unknown, f: SucursalExclusion) => (
        <Checkbox
          aria-label={`Excluir de ${f.sucursal}`}
          checked={excluye(f, ticks)}
          onChange={(e) => onTick(f.codSucursal, e.target.checked)}
        />
      ),
    },
    {
      title: 'Historial',
      key: 'historial',
      width: 90,
      align: 'center' as const,
      render: (_: unknown, f: SucursalExclusion) => <HistorialExclusion f={f} />,
    },
  ];

  return (
    <section aria-labelledby="excluir-sucursales-titulo">
      <Typography.Title level={5} id="excluir-sucursales-titulo" style={{ marginTop: 0 }}>
        {articulo ? `Sucursales: ${articulo}` : 'Sucursales'}
      </Typography.Title>
      {articulo ? (
        <>
          <TextoInput
            aria-label="Buscar sucursal"
            placeholder="Buscar sucursal por código o nombre"
            allowClear
            maxLength={100}
            value={buscar}
            onChange={(e) => setBuscar(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <DataTable<SucursalExclusion>
            rowKey="codSucursal"
            size="small"
            columns={columnas}
            dataSource={visibles}
            loading={cargando}
            pagination={false}
            scroll={{ y: 400 }}
            rowClassName={(f) => (excluye(f, ticks) !== f.excluir ? 'excluir-sucursal-cambiada' : '')}
            locale={{
              emptyText: filas.length ? 'Ninguna sucursal coincide con la búsqueda.' : 'Sin sucursales.',
            }}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {marcadas === 1 ? '1 sucursal excluida' : `${marcadas} sucursales excluidas`} de {filas.length}.
          </Typography.Text>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{m.seleccioneArticulo}</Typography.Paragraph>
      )}
    </section>
  );
};
