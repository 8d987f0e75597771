import { SearchOutlined } from '@ant-design/icons';
import { format } from '@farmasi/contracts';
import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst as k, articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { Alert, Button, Card, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialogFor } from '@/api';
import { huellaDeValores, puedeSalir, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { ArticuloForm } from '@/ui/articulo/ArticuloForm';
import { buscarArticulos, detalleArticulo } from '@/ui/articulo/api';
import { articuloNuevo, reglasEdicion } from '@/ui/articulo/form';
import { PendientesPanel } from '@/ui/articulo/PendientesPanel';
import { useGuardar } from '@/ui/articulo/useGuardarArticulo';
import { infoDialog, warningDialog } from '@/ui/dialogs';
import { TextoInput } from '@/ui/TextoInput';
import { CostosSection } from './CostosSection';
import { ExistenciaModal } from './ExistenciaModal';
import { GrupoProductosModal } from './GrupoProductosModal';
import { HistorialArticulo } from './HistorialArticulo';

type Hit = Awaited<ReturnType<typeof buscarArticulos>>[number];
const ULTIMA = 'farmasi.altaArticulos.ultimaBusqueda';

/** S06 'Alta de artículos': search, the whole form, and its modals. */
export const AltaArticulosPage = () => {
  const [texto, setTexto] = useState(() => sessionStorage.getItem(ULTIMA) ?? '');
  const [articulo, setArticulo] = useState<Articulo | null>(null);
  // The article as loaded or last saved: edits since then are unsaved work (leaving asks).
  const [original, setOriginal] = useState<Articulo | null>(null);
  const mostrar = (a: Articulo | null) => {
    setArticulo(a);
    setOriginal(a);
  };
  const sucio = articulo !== null && huellaDeValores(articulo) !== huellaDeValores(original);
  useCambiosSinGuardar(sucio);
  const [varios, setVarios] = useState<Hit[] | null>(null);
  const [modal, setModal] = useState<'pendientes' | 'existencia' | 'grupo' | null>(null);
  const [buscando, setBuscando] = useState(false);
  const reglas = reglasEdicion(articulo);
  const { form, guardar, guardando, parametroSat } = useGuardar(articulo, mostrar);

  const cargar = async (codigo: number) => {
    setBuscando(true);
    try {
      mostrar(await detalleArticulo(codigo));
    } catch (e) {
      const d = dialogFor(e);
      if (d) void warningDialog(d.message);
    } finally {
      setBuscando(false);
    }
  };

  const buscar = async (pedido = texto) => {
    // A new search replaces the form: typed edits are not dropped without asking.
    if (!(await puedeSalir(sucio))) return;
    const t = pedido.trim();
    setTexto(t);
    sessionStorage.setItem(ULTIMA, t);
    setVarios(null);
    if (!t) {
      mostrar(articuloNuevo());
      return;
    }
    setBuscando(true);
    try {
      const hits = await buscarArticulos(t);
      if (hits.length === 1 && hits[0]) await cargar(hits[0].codArticuloFarmasi || hits[0].codArticulo);
      else if (hits.length > 1) setVarios(hits);
      else void infoDialog(format(m.sinResultadosBusqueda, { buscar: t }));
    } catch (e) {
      const d = dialogFor(e);
      if (d) void warningDialog(d.message);
    } finally {
      setBuscando(false);
    }
  };

  // Opened with ?buscar=… (the command palette's article): that search runs once, then leaves the URL.
  const [params, setParams] = useSearchParams();
  const pedido = params.get('buscar');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each search the URL brings
  useEffect(() => {
    if (pedido === null) return;
    setParams(
      (p) => {
        p.delete('buscar');
        return p;
      },
      { replace: true },
    );
    void buscar(pedido);
  }, [pedido]);

  const existencia = () => {
    if (!articulo?.codArticuloFarmasi) return void infoDialog(m.sinArticuloExistencia);
    setModal('existencia');
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Space.Compact>
          <TextoInput
            aria-label="Código DIFARMER, código de la cadena o descripción"
            placeholder="Código DIFARMER o de la cadena (vacío: artículo nuevo)"
            style={{ width: 360, maxWidth: '100%' }}
            maxLength={k.busquedaMaxCaracteres}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            onPressEnter={() => void buscar()}
          />
          <Button type="primary" icon={<SearchOutlined />} loading={buscando} onClick={() => void buscar()}>
            Buscar
          </Button>
        </Space.Compact>
        <Button onClick={() => setModal('pendientes')}>Pendientes de completar</Button>
        <Button onClick={existencia}>Existencia sucursales</Button>
        <Button disabled={!reglas.grupoProductos} onClick={() => setModal('grupo')}>
          Grupo de Productos
        </Button>
      </Space>

      <ArticuloForm
        articulo={articulo}
        onChange={setArticulo}
        parametroSat={parametroSat}
        campo={form.campo}
      />

      {reglas.costos && articulo && (
        <Card size="small" title="Costos por proveedor" style={{ marginBottom: 12 }}>
          <CostosSection codArticuloFarmasi={articulo.codArticuloFarmasi} />
        </Card>
      )}

      <Space>
        <Button type="primary" disabled={!reglas.cargado} loading={guardando} onClick={() => void guardar()}>
          Guardar
        </Button>
        <Button
          disabled={!reglas.cargado}
          onClick={async () => {
            if (!(await puedeSalir(sucio))) return;
            mostrar(null);
            setTexto(sessionStorage.getItem(ULTIMA) ?? '');
          }}
        >
          Cancelar
        </Button>
        {articulo && articulo.codArticuloFarmasi > 0 && (
          <HistorialArticulo codigo={articulo.codArticuloFarmasi} descripcion={articulo.descripcion} />
        )}
      </Space>

      <Modal
        open={varios !== null}
        title="Seleccione un artículo"
        footer={null}
        width={820}
        onCancel={() => setVarios(null)}
      >
        {varios && varios.length >= k.busquedaMaximo && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={format(m.busquedaAcotada, { maximo: k.busquedaMaximo })}
          />
        )}
        <Table<Hit>
          size="small"
          bordered
          rowKey={(h) => `${h.codArticulo}-${h.codArticuloFarmasi}`}
          dataSource={varios ?? []}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          onRow={(h) => ({
            onClick: () => {
              setVarios(null);
              void cargar(h.codArticuloFarmasi || h.codArticulo);
            },
            style: { cursor: 'pointer' },
          })}
          columns={[
            { title: 'DIFARMER', dataIndex: 'codArticulo', width: 100, render: (v: number) => v || '' },
            {
              title: 'Cadena',
              dataIndex: 'codArticuloFarmasi',
              width: 100,
              render: (v: number) => v || 'Pendiente',
            },
            { title: 'Descripción', dataIndex: 'descripcion' },
            { title: 'Fórmula', dataIndex: 'formula' },
          ]}
        />
      </Modal>
      <Modal
        open={modal === 'pendientes'}
        title={m.tituloPendientes}
        footer={null}
        width={900}
        onCancel={() => setModal(null)}
      >
        <PendientesPanel
          onCompletar={(p) => {
            setModal(null);
            setTexto(String(p.codArticulo));
            void cargar(p.codArticulo);
          }}
        />
      </Modal>
      {modal === 'existencia' && articulo && (
        <ExistenciaModal
          codigo={articulo.codArticuloFarmasi}
          descripcion={articulo.descripcionFarmasi || articulo.descripcion}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'grupo' && articulo && (
        <GrupoProductosModal
          codFormula={articulo.farmasi.formula.codigo}
          formula={articulo.farmasi.formula.descripcion}
          codArticuloFarmasi={articulo.codArticuloFarmasi}
          descripcion={articulo.descripcionFarmasi}
          onClose={() => setModal(null)}
        />
      )}
    </Card>
  );
};
