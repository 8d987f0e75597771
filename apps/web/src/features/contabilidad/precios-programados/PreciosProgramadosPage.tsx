import {
  fallaPrecios,
  preciosProgramadosMessages as m,
  PRECIO_LARGO,
  type PrecioArticulo,
  SIN_FECHA,
  TODAS_LAS_MARCAS,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { Button, Card, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successDialog, warningDialog } from '@/ui/dialogs';
import { Money } from '@/ui/Money';
import { NumeroInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useGuardarPrecios, useMarcasDeProveedor, usePreciosArticulos, useProveedores } from './api';
import { HistorialPrecio } from './historial';
import { PendientesModal } from './PendientesModal';

type Edicion = Partial<Pick<PrecioArticulo, 'nuevoCosto' | 'precioPublico' | 'fechaInicio'>>;
const ROJO = { color: '#a8071a', background: '#fff1f0' };
const sinCentinela = (f: string) => (f === SIN_FECHA ? '' : f);

/** The row as edited: the typed values over the loaded ones. */
const valores = (f: PrecioArticulo, e: Edicion | undefined) => ({
  nuevoCosto: e?.nuevoCosto ?? f.nuevoCosto,
  precioPublico: e?.precioPublico ?? f.precioPublico,
  fechaInicio: e?.fechaInicio ?? sinCentinela(f.fechaInicio),
});
/** 002 §4: changed when the new cost, the public price or the start date differs from the loaded one. */
const cambiada = (f: PrecioArticulo, e: Edicion | undefined) => {
  const v = valores(f, e);
  return (
    v.nuevoCosto !== f.nuevoCosto ||
    v.precioPublico !== f.precioPublico ||
    v.fechaInicio !== sinCentinela(f.fechaInicio)
  );
};

/**
 * S25 'Precios Programados': a supplier's articles (one brand or all) with their current cost, the
 * new cost, public price and start date to schedule; changed and pending rows in red; the pending
 * schedules of every supplier in 'Cambios pendientes'.
 */
export const PreciosProgramadosPage = () => {
  const [{ proveedor, marca, pagina }, setLista] = useListaEnUrl(
    { proveedor: 0, marca: TODAS_LAS_MARCAS, pagina: 1 },
    {
      pagina: paginaValida,
      proveedor: (p) => Number.isInteger(p) && p >= 0,
      marca: (p) => Number.isInteger(p) && p >= 0,
    },
  );
  const [ediciones, setEdiciones] = useState<Record<number, Edicion>>({});
  const [pendientesAbierto, setPendientesAbierto] = useState(false);
  const proveedores = useProveedores();
  const opcionesProveedor = useMemo(
    () => (proveedores.data ?? []).map((p) => ({ value: p.codigo, label: `${p.codigo} - ${p.descripcion}` })),
    [proveedores.data],
  );
  const marcas = useMarcasDeProveedor(proveedor);
  const articulos = usePreciosArticulos(proveedor, marca);
  const guardar = useGuardarPrecios();
  const { ocupado, ejecutar } = useAccion();

  const filas = articulos.data ?? [];
  const editar = (id: number, e: Edicion) =>
    setEdiciones((actual) => ({ ...actual, [id]: { ...actual[id], ...e } }));
  const cambios = useMemo(
    () => filas.filter((f) => cambiada(f, ediciones[f.idCatArticulosProveedoresCostosEnc])),
    [filas, ediciones],
  );

  const guardarCambios = () =>
    ejecutar(async () => {
      const datos = cambios.map((f) => ({
        ...valores(f, ediciones[f.idCatArticulosProveedoresCostosEnc]),
        idCatArticulosProveedoresCostosEnc: f.idCatArticulosProveedoresCostosEnc,
        descripcion: f.descripcion,
        costoActual: f.costoActual,
        precioPublicoActual: f.precioPublicoActual,
      }));
      const falla = fallaPrecios(datos, dayjs().format('YYYY-MM-DD'));
      if (falla) return void (await warningDialog(falla));
      if (!(await confirmDialog(m.confirmar(datos.length)))) return;
      const r = await guardar.mutateAsync({
        codProveedor: proveedor,
        datosPrecios: datos.map(
          ({ idCatArticulosProveedoresCostosEnc, fechaInicio, nuevoCosto, precioPublico }) => ({
            idCatArticulosProveedoresCostosEnc,
            fechaInicio,
            nuevoCosto,
            precioPublico,
          }),
        ),
      });
      setEdiciones({});
      await successDialog(r.message || m.guardados, 1.5);
    });

  const columnas = [
    { title: 'Código', dataIndex: 'codArticulo', width: 90 },
    { title: 'Artículo', dataIndex: 'descripcion' },
    { title: 'Marca', dataIndex: 'marca' },
    {
      title: 'Costo Actual',
      dataIndex: 'costoActual',
      align: 'right' as const,
      render: (v: number) => <Money value={v} decimals={4} />,
    },
    {
      title: 'Nuevo Costo',
      key: 'nuevoCosto',
      width: 130,
      render: (_: unknown, f: PrecioArticulo) => (
        <NumeroInput
          aria-label={`Nuevo costo de ${f.descripcion} (${f.marca})`}
          decimales={4}
          maxLength={PRECIO_LARGO}
          value={valores(f, ediciones[f.idCatArticulosProveedoresCostosEnc]).nuevoCosto}
          onChange={(v) => editar(f.idCatArticulosProveedoresCostosEnc, { nuevoCosto: v ?? 0 })}
        />
      ),
    },
    {
      title: 'Precio Publico',
      key: 'precioPublico',
      width: 130,
      render: (_: unknown, f: PrecioArticulo) => (
        <NumeroInput
          aria-label={`Precio público de ${f.descripcion} (${f.marca})`}
          decimales={2}
          maxLength={PRECIO_LARGO}
          value={valores(f, ediciones[f.idCatArticulosProveedoresCostosEnc]).precioPublico}
          onChange={(v) => editar(f.idCatArticulosProveedoresCostosEnc, { precioPublico: v ?? 0 })}
        />
      ),
    },
    {
      title: 'Fecha de inicio',
      key: 'fechaInicio',
      width: 160,
      render: (_: unknown, f: PrecioArticulo) => {
        const fecha = valores(f, ediciones[f.idCatArticulosProveedoresCostosEnc]).fechaInicio;
        return (
          <DateInput
            aria-label={`Fecha de inicio de ${f.descripcion} (${f.marca})`}
            value={fecha ? dayjs(fecha) : null}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            onChange={(d) =>
              editar(f.idCatArticulosProveedoresCostosEnc, { fechaInicio: d ? d.format('YYYY-MM-DD') : '' })
            }
          />
        );
      },
    },
    {
      title: 'Historial',
      key: 'historial',
      width: 90,
      align: 'center' as const,
      render: (_: unknown, f: PrecioArticulo) => <HistorialPrecio f={f} />,
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        {/* A select over the supplier catalogue: every supplier listed on open, typed text filters (issue 24). */}
        <SelectBuscable<number>
          aria-label="Proveedor"
          placeholder={m.seleccioneProveedor}
          value={proveedor || undefined}
          options={opcionesProveedor}
          loading={proveedores.isFetching}
          onChange={(codigo) => {
            setEdiciones({});
            setLista({ proveedor: codigo ?? 0, marca: TODAS_LAS_MARCAS, pagina: 1 });
          }}
          style={{ width: 320, maxWidth: '100%' }}
        />
        <Select
          aria-label="Marca"
          style={{ width: 240, maxWidth: '100%' }}
          value={marca}
          disabled={!proveedor}
          loading={marcas.isFetching}
          onChange={(v) => setLista({ marca: v, pagina: 1 })}
          options={[
            { value: TODAS_LAS_MARCAS, label: 'TODAS' },
            ...(marcas.data ?? []).map((b) => ({ value: b.idCatProveedoresMarcasEnc, label: b.nombre })),
          ]}
        />
        <Button onClick={() => setPendientesAbierto(true)}>Cambios pendientes</Button>
      </Space>
      <DataTable<PrecioArticulo>
        rowKey="idCatArticulosProveedoresCostosEnc"
        columns={columnas}
        dataSource={filas}
        loading={articulos.isFetching}
        scroll={{ x: 'max-content' }}
        // On a phone each article is a card: its three editable fields reachable without scrolling.
        tarjetas="telefono"
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        onRow={(f) => ({
          style:
            f.pendiente || cambiada(f, ediciones[f.idCatArticulosProveedoresCostosEnc]) ? ROJO : undefined,
        })}
        exportar={{ archivo: 'precios-programados' }}
        locale={{
          emptyText: proveedor ? 'El proveedor no tiene artículos con costo.' : m.seleccioneProveedor,
        }}
      />
      <Space wrap style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              marginRight: 8,
              ...ROJO,
              border: '1px solid #a8071a',
            }}
          />
          {m.leyenda}
        </Typography.Text>
        <Space>
          <Button onClick={() => setEdiciones({})} disabled={!cambios.length}>
            Cancelar
          </Button>
          <Button
            type="primary"
            loading={ocupado}
            disabled={!proveedor}
            onClick={() => void guardarCambios()}
          >
            Guardar Cambios
          </Button>
        </Space>
      </Space>
      <PendientesModal abierto={pendientesAbierto} onClose={() => setPendientesAbierto(false)} />
    </Card>
  );
};
