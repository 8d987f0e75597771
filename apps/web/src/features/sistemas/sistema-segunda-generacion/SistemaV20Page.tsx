import { CloudDownloadOutlined, DeleteOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import {
  sistemaV20Messages as m,
  nombreTipoSucursal,
  type SucursalV20,
  TIPOS_SUCURSAL,
  type TipoSucursal,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { Button, Card, Flex, Radio, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { coincide } from '@/lib/texto';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { BarraBusqueda } from '@/ui/BarraBusqueda';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useActualizarArticulos, useEliminarSucursal, useProducto, useSucursalesV20 } from './api';
import { ContadoresSistemas } from './ContadoresSistemas';
import { ATRASADA, columnasV20, type FilaV20, ICONOS } from './columnas';
import { historialSucursalV20 } from './historial';
import { SucursalModal } from './SucursalModal';
import {
  alternarFiltro,
  contarVersiones,
  ESTADOS,
  type EstadoFiltro,
  filtrarPorVersion,
  indiceEnlaces,
  versionDe,
} from './version';

/** 003 §9: 1000 or 3000 ms here; a row's action shows its result in the row, so its toast is short. */
export const TOAST_FILA_SEGUNDOS = 1;
const ESTADOS_FILTRO: readonly string[] = ['', 'actualizadas', 'sinActualizar'];
const nombre = (f: SucursalV20) => `${f.codSucursal} - ${f.sucursal}`;

/**
 * S48 'FarmaSí 2.0': the branches on the second-generation system of the chosen type (T / P / L),
 * each system's version in green, amber or red, the counters per system that filter the list (again
 * to clear), licensee branches tagged 'Lic.', dates not of today in red; add, edit, ask for an
 * article update and remove. Type, counter filter, search and page live in the URL.
 */
export const SistemaV20Page = () => {
  const producto = useProducto();
  const [{ tipo, sistema, estado, buscar, pagina }, setLista, orden] = useListaEnUrl(
    { tipo: 'T', sistema: 0, estado: '', buscar: '', pagina: 1 },
    {
      tipo: (t) => (TIPOS_SUCURSAL as readonly string[]).includes(t),
      sistema: (s) => Number.isInteger(s) && s >= 0,
      estado: (e) => ESTADOS_FILTRO.includes(e),
      pagina: paginaValida,
    },
    { ordenable: ['sucursal', 'fecha', 'indicadorSistemas', 'fechaUltimaConexion', 'fechaUltimaExistencia'] },
  );
  const datos = useSucursalesV20(producto, tipo as TipoSucursal);
  const eliminar = useEliminarSucursal(producto);
  const articulos = useActualizarArticulos(producto);
  const [modal, setModal] = useState<{ editar?: SucursalV20 } | null>(null);

  const sistemas = datos.data?.sistemas ?? [];
  const enlaces = useMemo(() => indiceEnlaces(datos.data?.sistemasSucursales ?? []), [datos.data]);
  const buscadas = useMemo(
    () =>
      (datos.data?.sucursales ?? []).filter((s) => coincide(buscar, s.codSucursal, s.sucursal, s.prefijo)),
    [datos.data, buscar],
  );
  const conteos = useMemo(() => contarVersiones(sistemas, buscadas, enlaces), [sistemas, buscadas, enlaces]);
  const filtro = useMemo(
    () => (sistema && estado ? { idCatSistemas: sistema, estado: estado as EstadoFiltro } : null),
    [sistema, estado],
  );
  const filas: FilaV20[] = useMemo(
    () =>
      filtrarPorVersion(buscadas, sistemas, enlaces, filtro).map((f) => ({
        ...f,
        versiones: Object.fromEntries(
          sistemas.map((s) => {
            const { estado: e, enlace } = versionDe(enlaces, f.codSucursal, s);
            const v = e === 'beta' ? enlace?.versionBeta : enlace?.versionProductiva;
            return [String(s.idCatSistemas), `${v || '—'} (${ESTADOS[e].etiqueta})`];
          }),
        ),
      })),
    [buscadas, sistemas, enlaces, filtro],
  );
  const sinConexionHoy = buscadas.filter((s) => !s.ultimaConexionDiaActual).length;
  const sistemaFiltrado = filtro && sistemas.find((s) => s.idCatSistemas === filtro.idCatSistemas);

  const acciones = (f: SucursalV20) => [
    {
      clave: 'editar',
      etiqueta: 'Editar',
      ariaLabel: `Editar ${f.sucursal}`,
      icono: <EditOutlined />,
      onClick: () => setModal({ editar: f }),
    },
    {
      clave: 'articulos',
      etiqueta: 'Actualizar artículos',
      ariaLabel: `Actualizar artículos de ${f.sucursal}`,
      icono: <CloudDownloadOutlined />,
      disabled: f.articulosPendientes,
      onClick: async () => {
        if (!(await confirmDialog(m.confirmarArticulos(nombre(f))))) return;
        const r = await articulos.mutateAsync(f.codSucursal);
        successToast(r.message || m.articulosSolicitada, TOAST_FILA_SEGUNDOS);
      },
    },
    {
      clave: 'quitar',
      etiqueta: 'Quitar',
      ariaLabel: `Quitar ${f.sucursal}`,
      icono: <DeleteOutlined />,
      danger: true,
      onClick: async () => {
        if (!(await confirmDialog(m.confirmarEliminar(nombre(f))))) return;
        const r = await eliminar.mutateAsync(f.codSucursal);
        successToast(r.message || m.eliminada, TOAST_FILA_SEGUNDOS);
      },
    },
    historialSucursalV20(f),
  ];

  return (
    <Card>
      <BarraBusqueda
        etiqueta="Buscar sucursal o prefijo"
        texto={buscar}
        onTexto={(t) => setLista({ buscar: t, pagina: 1 }, { replace: true })}
        onAgregar={() => setModal({})}
      >
        <Radio.Group
          aria-label="Tipo de sucursal"
          optionType="button"
          buttonStyle="solid"
          value={tipo}
          onChange={(e) => setLista({ tipo: e.target.value, pagina: 1 })}
          options={TIPOS_SUCURSAL.map((t) => ({ value: t, label: nombreTipoSucursal[t] }))}
        />
      </BarraBusqueda>
      <ContadoresSistemas
        sistemas={sistemas}
        conteos={conteos}
        filtro={filtro}
        onFiltro={(clic) => {
          const nuevo = alternarFiltro(filtro, clic);
          setLista({ sistema: nuevo?.idCatSistemas ?? 0, estado: nuevo?.estado ?? '', pagina: 1 });
        }}
      />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        {sistemaFiltrado && (
          <span>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {sistemaFiltrado.nombre}:{' '}
              {filtro?.estado === 'actualizadas' ? 'actualizadas' : 'sin actualizar'}
            </Tag>
            <Button type="link" size="small" onClick={() => setLista({ sistema: 0, estado: '', pagina: 1 })}>
              Quitar filtro
            </Button>
          </span>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {(['actualizada', 'beta', 'sinActualizar'] as const).map((e) => (
            <Tag key={e} color={ESTADOS[e].color} icon={ICONOS[e]}>
              {ESTADOS[e].etiqueta}
            </Tag>
          ))}
        </Typography.Text>
        {sinConexionHoy > 0 && (
          <Typography.Text strong style={{ color: ATRASADA.color }}>
            <WarningOutlined aria-hidden />{' '}
            {sinConexionHoy === 1
              ? '1 sucursal no se ha conectado hoy'
              : `${sinConexionHoy} sucursales no se han conectado hoy`}
          </Typography.Text>
        )}
      </Flex>
      <DataTable<FilaV20>
        rowKey="codSucursal"
        columns={columnasV20({ sistemas, enlaces, acciones })}
        dataSource={filas}
        loading={datos.isFetching || eliminar.isPending || articulos.isPending}
        scroll={{ x: 'max-content' }}
        tarjetas="telefono"
        orden={orden}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: `farmasi-2.0-sucursales-${tipo}` }}
        barra={
          <Typography.Text>
            {filas.length === 1 ? '1 sucursal' : `${filas.length} sucursales`} ·{' '}
            {nombreTipoSucursal[tipo as TipoSucursal]}
          </Typography.Text>
        }
        {...(buscar || filtro ? { locale: { emptyText: 'Ninguna sucursal cumple el filtro.' } } : {})}
      />
      {modal && <SucursalModal producto={producto} editar={modal.editar} onClose={() => setModal(null)} />}
      {!datos.data && datos.isError && (
        <Button onClick={() => void datos.refetch()} style={{ marginTop: 8 }}>
          Reintentar
        </Button>
      )}
    </Card>
  );
};
