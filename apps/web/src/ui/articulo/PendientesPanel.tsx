import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import {
  type OrdenPendientes,
  PENDIENTES_ORDEN,
  type Pendiente,
  pendientes,
} from '@farmasi/contracts/catalogos/articulos-pendientes';
import { messages } from '@farmasi/contracts/messages';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { type OrdenLista, type OrdenTabla, paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { infoDialog } from '@/ui/dialogs';
import { TextoInput } from '@/ui/TextoInput';
import { buscarPendientes, usePendientes } from './api';

const columnas = (onCompletar: (p: Pendiente) => void) => [
  { title: 'Código', dataIndex: 'codArticulo', width: 110, sorter: true },
  { title: 'Artículo', dataIndex: 'articulo', sorter: true },
  { title: 'Fórmula', dataIndex: 'formula', sorter: true },
  {
    title: 'Completar',
    width: 110,
    render: (_: unknown, p: Pendiente) => (
      <Button
        size="small"
        type="link"
        aria-label={`Completar ${p.codArticulo}`}
        onClick={() => onCompletar(p)}
      >
        Completar
      </Button>
    ),
  },
];

/** The server sorts by the description unless told otherwise. */
const ORDEN_INICIAL: OrdenLista = { campo: 'articulo', direccion: 'asc' };
const ordenServidor = ({ campo, direccion }: OrdenLista) => ({
  orden: (campo ?? 'articulo') as OrdenPendientes,
  direccion: direccion ?? 'asc',
});

/**
 * A server-paged table of pending articles: the whole list (its page kept in the URL by the
 * caller), or the results of one search; both export every row of their search.
 */
const TablaPendientes = ({
  buscar,
  tamanoPagina,
  onCompletar,
  total0 = k.totalInicial,
  pagina,
  onPagina,
  orden,
}: {
  buscar: string;
  tamanoPagina: number;
  onCompletar: (p: Pendiente) => void;
  total0?: number;
  pagina: number;
  onPagina: (pagina: number) => void;
  orden: OrdenTabla;
}) => {
  const porOrden = ordenServidor(orden);
  const q = usePendientes(buscar, pagina, tamanoPagina, porOrden);
  return (
    <DataTable<Pendiente>
      rowKey="codArticulo"
      loading={q.isFetching}
      dataSource={q.data?.articulos}
      columns={columnas(onCompletar)}
      // The spec's placeholder total until the server's real count arrives (000 §2).
      paginacion={{ pagina, porPagina: tamanoPagina, total: q.data?.totalRegistros ?? total0, onPagina }}
      orden={orden}
      exportar={{ archivo: 'articulos-pendientes', endpoint: pendientes, query: { buscar, ...porOrden } }}
    />
  );
};

/** The results modal's table: its page and sort live as long as the modal. */
const TablaResultados = (
  props: Omit<Parameters<typeof TablaPendientes>[0], 'pagina' | 'onPagina' | 'orden'>,
) => {
  const [pagina, setPagina] = useState(1);
  const [orden, setOrden] = useState<OrdenLista>(ORDEN_INICIAL);
  const onOrden = (o: OrdenLista) => {
    setOrden(o.campo ? o : ORDEN_INICIAL);
    setPagina(1);
  };
  return <TablaPendientes {...props} pagina={pagina} onPagina={setPagina} orden={{ ...orden, onOrden }} />;
};

/**
 * The pending DIFARMER list with its search (000 §2), both on the server: an exact code or the
 * text in description or formula; one result opens the article, several the results modal (25 per
 * page), none the spec's message.
 */
export const PendientesPanel = ({ onCompletar }: { onCompletar: (p: Pendiente) => void }) => {
  const [{ pagina }, setLista, orden] = useListaEnUrl(
    { pagina: 1 },
    { pagina: paginaValida },
    { ordenable: PENDIENTES_ORDEN, ordenInicial: ORDEN_INICIAL },
  );
  const [texto, setTexto] = useState('');
  const [buscando, setBuscando] = useState(false);
  const [resultados, setResultados] = useState<{ buscar: string; total: number } | null>(null);
  const buscar = async () => {
    const t = texto.trim();
    if (!t) return;
    setBuscando(true);
    try {
      const { articulos, totalRegistros } = await buscarPendientes(t, k.resultadosPorPagina);
      if (totalRegistros === 1 && articulos[0]) onCompletar(articulos[0]);
      else if (totalRegistros > 1) setResultados({ buscar: t, total: totalRegistros });
      else void infoDialog(messages.general.sinResultados);
    } finally {
      setBuscando(false);
    }
  };
  return (
    <>
      <Space.Compact style={{ width: '100%', maxWidth: 520, marginBottom: 12 }}>
        <TextoInput
          aria-label="Buscar artículo pendiente"
          maxLength={k.busquedaMaxCaracteres}
          placeholder="Código, descripción o fórmula"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={() => void buscar()}
        />
        <Button type="primary" loading={buscando} onClick={() => void buscar()}>
          Buscar
        </Button>
      </Space.Compact>
      <TablaPendientes
        buscar=""
        tamanoPagina={k.pendientesPorPagina}
        onCompletar={onCompletar}
        pagina={pagina}
        onPagina={(p) => setLista({ pagina: p })}
        orden={orden}
      />
      <Modal
        open={resultados !== null}
        title="Resultados de la búsqueda"
        footer={null}
        width={760}
        destroyOnHidden
        onCancel={() => setResultados(null)}
      >
        {resultados && (
          <TablaResultados
            buscar={resultados.buscar}
            tamanoPagina={k.resultadosPorPagina}
            total0={resultados.total}
            onCompletar={(p) => {
              setResultados(null);
              onCompletar(p);
            }}
          />
        )}
      </Modal>
    </>
  );
};
