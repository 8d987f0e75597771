import { PlusOutlined } from '@ant-design/icons';
import { format } from '@farmasi/contracts';
import {
  type GrupoEntregaHora,
  gruposEntregaMessages as m,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { Button, Card, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useEliminarGrupoEntrega, useGruposEntrega } from './api';
import { columnasGrupos, filaDe } from './columnas';
import { GrupoEntregaModal } from './GrupoEntregaModal';
import { coincideGrupo } from './validate';

/** S17 'Grupos de entrega': delivery-hour groups with a time per weekday, Monday to Saturday. */
export const CrearGruposEntregaPage = () => {
  // Search, sort and page live in the URL; the list is loaded whole, so the table sorts it here.
  const [{ buscar, pagina }, setLista, orden] = useListaEnUrl(
    { buscar: '', pagina: 1 },
    { pagina: paginaValida },
    { ordenable: ['grupo', 'descripcion', 'clientes'] },
  );
  // The box keeps its own text (read from the URL once): fed back from the URL, fast typing would
  // lose characters while the address catches up.
  const [texto, setTexto] = useState(buscar);
  const [modal, setModal] = useState<GrupoEntregaHora | 'nuevo' | null>(null);
  const grupos = useGruposEntrega();
  const eliminar = useEliminarGrupoEntrega();
  const telefono = useTelefono();

  const filas = useMemo(
    () => (grupos.data ?? []).filter((g) => coincideGrupo(texto, g)).map(filaDe),
    [grupos.data, texto],
  );

  // Run by AccionesFila, one at a time.
  const onEliminar = async (g: GrupoEntregaHora) => {
    // A group with customers is refused here as on the server, without asking first.
    if (g.clientes > 0) {
      await warningDialog(format(m.conClientes, { nombre: g.descripcion, clientes: g.clientes }));
      return;
    }
    if (!(await confirmDialog(format(m.deseaEliminar, { nombre: g.descripcion })))) return;
    const answer = await eliminar.mutateAsync(g.grupo);
    successToast(answer.message || m.eliminado);
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Buscar grupo"
          placeholder="Buscar por nombre o número"
          allowClear
          style={{ width: 300, maxWidth: '100%' }}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setLista({ buscar: e.target.value, pagina: 1 }, { replace: true });
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal('nuevo')}>
          Nuevo grupo
        </Button>
      </Space>
      <DataTable
        rowKey="grupo"
        columns={columnasGrupos(telefono, setModal, onEliminar)}
        dataSource={filas}
        loading={grupos.isFetching}
        orden={orden}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: 'grupos-de-entrega' }}
        locale={{ emptyText: texto.trim() ? 'Ningún grupo coincide con la búsqueda.' : m.sinGrupos }}
      />
      {modal && <GrupoEntregaModal grupo={modal === 'nuevo' ? null : modal} onClose={() => setModal(null)} />}
    </Card>
  );
};
