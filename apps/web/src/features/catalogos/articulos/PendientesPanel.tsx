import { articulosConst as k, type Pendiente } from '@farmasi/contracts/catalogos/articulos';
import { messages } from '@farmasi/contracts/messages';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { infoDialog } from '@/ui/dialogs';
import { usePendientes } from './api';
import { filtrarPendientes } from './form';

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

/**
 * The pending DIFARMER list with its search (000 §2): exact code or text; one result opens the
 * article, several the results modal (25 per page), none the spec's message.
 */
export const PendientesPanel = ({ onCompletar }: { onCompletar: (p: Pendiente) => void }) => {
  const pendientes = usePendientes();
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<Pendiente[] | null>(null);
  const buscar = () => {
    if (!texto.trim()) return;
    const hallados = filtrarPendientes(pendientes.data ?? [], texto);
    if (hallados.length === 1 && hallados[0]) onCompletar(hallados[0]);
    else if (hallados.length > 1) setResultados(hallados);
    else void infoDialog(messages.general.sinResultados);
  };
  const total = pendientes.data ? pendientes.data.length : k.totalInicial;
  return (
    <>
      <Space.Compact style={{ width: '100%', maxWidth: 520, marginBottom: 12 }}>
        <Input
          aria-label="Buscar artículo pendiente"
          placeholder="Código, descripción o fórmula"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={buscar}
        />
        <Button type="primary" onClick={buscar}>
          Buscar
        </Button>
      </Space.Compact>
      <Table<Pendiente>
        size="small"
        bordered
        rowKey="codArticulo"
        loading={pendientes.isFetching}
        dataSource={pendientes.data}
        columns={columnas(onCompletar)}
        locale={{ emptyText: messages.general.sinRegistros }}
        pagination={{
          pageSize: k.pendientesPorPagina,
          total,
          showSizeChanger: false,
          showTotal: (t) => `${t} artículos`,
        }}
      />
      <Modal
        open={resultados !== null}
        title="Resultados de la búsqueda"
        footer={null}
        width={760}
        onCancel={() => setResultados(null)}
      >
        <Table<Pendiente>
          size="small"
          bordered
          rowKey="codArticulo"
          dataSource={resultados ?? []}
          columns={columnas((p) => {
            setResultados(null);
            onCompletar(p);
          })}
          pagination={{ pageSize: k.resultadosPorPagina, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </Modal>
    </>
  );
};
