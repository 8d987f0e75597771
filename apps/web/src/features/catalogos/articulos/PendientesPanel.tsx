import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos';
import type { Pendiente } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { messages } from '@farmasi/contracts/messages';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { infoDialog } from '@/ui/dialogs';
import { buscarPendientes, usePendientes } from './api';

const columnas = (onCompletar: (p: Pendiente) => void) => [
  { title: 'Código', dataIndex: 'codArticulo', width: 110 },
  { title: 'Artículo', dataIndex: 'articulo' },
  { title: 'Fórmula', dataIndex: 'formula' },
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

/** A server-paged table of pending articles: the whole list, or the results of one search. */
const TablaPendientes = ({
  buscar,
  tamanoPagina,
  onCompletar,
  total0 = k.totalInicial,
}: {
  buscar: string;
  tamanoPagina: number;
  onCompletar: (p: Pendiente) => void;
  total0?: number;
}) => {
  const [pagina, setPagina] = useState(1);
  const q = usePendientes(buscar, pagina, tamanoPagina);
  return (
    <Table<Pendiente>
      size="small"
      bordered
      rowKey="codArticulo"
      loading={q.isFetching}
      dataSource={q.data?.articulos}
      columns={columnas(onCompletar)}
      locale={{ emptyText: messages.general.sinRegistros }}
      pagination={{
        current: pagina,
        pageSize: tamanoPagina,
        // The spec's placeholder total until the server's real count arrives (000 §2).
        total: q.data?.totalRegistros ?? total0,
        showSizeChanger: false,
        showTotal: (t) => `${t} artículos`,
        onChange: setPagina,
      }}
    />
  );
};

/**
 * The pending DIFARMER list with its search (000 §2), both on the server: an exact code or the
 * text in description or formula; one result opens the article, several the results modal (25 per
 * page), none the spec's message.
 */
export const PendientesPanel = ({ onCompletar }: { onCompletar: (p: Pendiente) => void }) => {
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
        <Input
          aria-label="Buscar artículo pendiente"
          placeholder="Código, descripción o fórmula"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={() => void buscar()}
        />
        <Button type="primary" loading={buscando} onClick={() => void buscar()}>
          Buscar
        </Button>
      </Space.Compact>
      <TablaPendientes buscar="" tamanoPagina={k.pendientesPorPagina} onCompletar={onCompletar} />
      <Modal
        open={resultados !== null}
        title="Resultados de la búsqueda"
        footer={null}
        width={760}
        destroyOnHidden
        onCancel={() => setResultados(null)}
      >
        {resultados && (
          <TablaPendientes
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
