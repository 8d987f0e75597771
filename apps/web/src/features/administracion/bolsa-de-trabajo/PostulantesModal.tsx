import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  descargarCv,
  bolsaMessages as m,
  type Postulante,
  tipoDocumentoLegible,
  type Vacante,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { tamanoLegible } from '@farmasi/contracts/generales/archivos';
import { Modal, type TableColumnsType } from 'antd';
import { descargar, urlDeLlamada } from '@/lib/download';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useEliminarPostulante, usePostulantes } from './api';

/** A vacancy's applicants: upload date, type, download of the CV and delete. */
export const PostulantesModal = ({ vacante, onClose }: { vacante: Vacante; onClose: () => void }) => {
  const lista = usePostulantes(vacante.idVacante);
  const eliminar = useEliminarPostulante();
  const telefono = useTelefono();

  const onEliminar = async (p: Postulante) => {
    if (!(await confirmDialog(m.deseaEliminarPostulante))) return;
    const answer = await eliminar.mutateAsync({
      idControlVacantesPostulantes: p.idControlVacantesPostulantes,
      idVacante: p.idVacante,
    });
    successToast(answer.message || m.postulanteEliminado);
  };

  const columns: TableColumnsType<Postulante> = [
    { title: 'Archivo', dataIndex: 'nombreArchivo' },
    {
      title: 'Fecha de subida',
      dataIndex: 'fechaSubida',
      width: 190,
      render: (v: string) => <DateText value={v} withTime />,
    },
    {
      title: 'Tipo',
      dataIndex: 'tipoDocumento',
      width: 80,
      render: (v: string) => tipoDocumentoLegible(v),
    },
    { title: 'Tamaño', dataIndex: 'tamano', width: 100, render: (v: number) => tamanoLegible(v) },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 230),
      render: (_, p) => (
        <AccionesFila
          titulo={`Acciones de ${p.nombreArchivo}`}
          acciones={[
            {
              clave: 'descargar',
              etiqueta: 'Descargar CV',
              icono: <DownloadOutlined />,
              ariaLabel: `Descargar ${p.nombreArchivo}`,
              onClick: () =>
                descargar(
                  urlDeLlamada(descargarCv, {
                    params: { idControlVacantesPostulantes: p.idControlVacantesPostulantes },
                  }),
                  {
                    nombre: p.nombreArchivo,
                  },
                ),
            },
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${p.nombreArchivo}`,
              onClick: () => onEliminar(p),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={`Postulantes: ${vacante.titulo}`}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <DataTable<Postulante>
        rowKey="idControlVacantesPostulantes"
        columns={columns}
        dataSource={lista.data}
        loading={lista.isFetching}
        locale={{ emptyText: m.sinAplicantes }}
        exportar={{ archivo: `postulantes-${vacante.idVacante}` }}
      />
    </Modal>
  );
};
