import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import {
  ESTATUS_ACTIVA,
  bolsaMessages as m,
  type Vacante,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { format } from '@farmasi/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { coincide } from '@/lib/texto';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, errorDialog, successToast } from '@/ui/dialogs';
import { postulantesQuery, useEliminarVacante, useVacantes } from './api';
import { historialVacante } from './historial';
import { PostulantesModal } from './PostulantesModal';
import { VacanteModal } from './VacanteModal';

export const estatusLegible = (estatus: string) => (estatus === ESTATUS_ACTIVA ? 'Activa' : estatus);

/** The search box: title, area, status or number of applicants, accents and case ignored. */
export const filtrarVacantes = (vacantes: readonly Vacante[], buscar: string) =>
  vacantes.filter((v) => coincide(buscar, v.titulo, v.area, estatusLegible(v.estatus), v.numAplicantes));

/** S19 'Bolsa de trabajo': the vacancies of the public site and their applicants' CVs. */
export const BolsaDeTrabajoPage = () => {
  const [lista, setLista, orden] = useListaEnUrl(
    { buscar: '', pagina: 1 },
    { pagina: paginaValida },
    { ordenable: ['titulo', 'area', 'estatus', 'numAplicantes'] },
  );
  const vacantes = useVacantes();
  const eliminar = useEliminarVacante();
  const queryClient = useQueryClient();
  const telefono = useTelefono();
  const [editando, setEditando] = useState<Vacante | 'nueva' | null>(null);
  const [postulantesDe, setPostulantesDe] = useState<Vacante | null>(null);
  const filas = useMemo(
    () => filtrarVacantes(vacantes.data ?? [], lista.buscar),
    [vacantes.data, lista.buscar],
  );

  const onEliminar = async (v: Vacante) => {
    const pregunta = v.numAplicantes
      ? format(m.deseaEliminarConPostulantes, { titulo: v.titulo, n: v.numAplicantes })
      : format(m.deseaEliminar, { titulo: v.titulo });
    if (!(await confirmDialog(pregunta))) return;
    const answer = await eliminar.mutateAsync(v.idVacante);
    successToast(answer.message || m.eliminada);
  };

  // 001 §8: a vacancy without applicants answers with an error dialog instead of the modal.
  const onPostulantes = async (v: Vacante) => {
    const postulantes = await queryClient.fetchQuery({ ...postulantesQuery(v.idVacante), staleTime: 0 });
    if (postulantes.length === 0) {
      errorDialog(m.sinAplicantes);
      return;
    }
    setPostulantesDe(v);
  };

  const columns: TableColumnsType<Vacante> = [
    { title: 'Título', dataIndex: 'titulo', sorter: true },
    { title: 'Área', dataIndex: 'area', sorter: true },
    {
      title: 'Estatus',
      dataIndex: 'estatus',
      width: 100,
      sorter: true,
      render: (e: string) => (
        <Tag color={e === ESTATUS_ACTIVA ? 'green' : undefined}>{estatusLegible(e)}</Tag>
      ),
    },
    { title: 'Postulantes', dataIndex: 'numAplicantes', width: 120, align: 'right', sorter: true },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 440),
      render: (_, v) => (
        <AccionesFila
          titulo={`Acciones de ${v.titulo}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${v.titulo}`,
              onClick: () => setEditando(v),
            },
            {
              clave: 'postulantes',
              etiqueta: 'Postulantes',
              icono: <TeamOutlined />,
              ariaLabel: `Postulantes de ${v.titulo}`,
              onClick: () => onPostulantes(v),
            },
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${v.titulo}`,
              onClick: () => onEliminar(v),
            },
            historialVacante(v),
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Buscar vacante"
          placeholder="Buscar por título, área o estatus"
          allowClear
          style={{ width: 320, maxWidth: '100%' }}
          value={lista.buscar}
          onChange={(e) => setLista({ buscar: e.target.value, pagina: 1 }, { replace: true })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nueva')}>
          Nueva vacante
        </Button>
      </Space>
      <DataTable<Vacante>
        rowKey="idVacante"
        columns={columns}
        dataSource={filas}
        loading={vacantes.isFetching}
        locale={{
          // 'No existen vacantes' only when there is none: a search without a match says so (issue 24).
          emptyText: lista.buscar.trim() && vacantes.data?.length ? m.ningunaCoincide : m.sinVacantes,
        }}
        pagination={{ current: lista.pagina, onChange: (p) => setLista({ pagina: p }) }}
        orden={orden}
        exportar={{ archivo: 'bolsa-de-trabajo' }}
      />
      {editando && (
        <VacanteModal vacante={editando === 'nueva' ? null : editando} onClose={() => setEditando(null)} />
      )}
      {postulantesDe && <PostulantesModal vacante={postulantesDe} onClose={() => setPostulantesDe(null)} />}
    </Card>
  );
};
