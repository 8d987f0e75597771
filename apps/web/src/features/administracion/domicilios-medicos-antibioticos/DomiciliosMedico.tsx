import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  type Domicilio,
  type Medico,
  medicosMessages as m,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { Alert, Button, Space, type TableColumnsType } from 'antd';
import { avisarFallo } from '@/lib/avisarFallo';
import { useSession } from '@/lib/session';
import { useAccion } from '@/lib/useAccion';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useDomicilios, useEliminarDomicilio, useEstados } from './api';
import { HistorialDomicilio } from './historial';

const texto = (d: Domicilio) =>
  [
    `${d.calle} ${d.numExterior}`.trim(),
    d.numInterior,
    d.colonia && `Col. ${d.colonia}`,
    d.cP && `C.P. ${d.cP}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The expanded row: one doctor's addresses, each edited or deleted (after confirmation). */
export const DomiciliosMedico = ({
  medico,
  onEditar,
}: {
  medico: Medico;
  onEditar: (d: Domicilio) => void;
}) => {
  const domicilios = useDomicilios(medico.idCatAntibioticosMedicos);
  const eliminar = useEliminarDomicilio();
  const estados = useEstados().data?.estados ?? [];
  const idUsuario = useSession()?.idUser;

  // One delete at a time: a second click while the question or the call is open does nothing.
  const borrado = useAccion();
  const onEliminar = (d: Domicilio) =>
    borrado.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaEliminar))) return;
      const a = await eliminar.mutateAsync(
        {
          idCatAntibioticosDomicilios: d.idCatAntibioticosDomicilios,
          idCatAntibioticosMedicos: d.idCatAntibioticosMedicos,
          ...(idUsuario ? { idUsuario } : {}),
        },
        { onError: avisarFallo(m.errorEliminarDomicilio) },
      );
      successToast(a.message || m.domicilioEliminado);
    });

  const columns: TableColumnsType<Domicilio> = [
    { title: 'Domicilio', key: 'domicilio', render: (_, d) => texto(d) },
    { title: 'Municipio', dataIndex: 'municipio', width: 180 },
    { title: 'Estado', dataIndex: 'estado', width: 180 },
    { title: 'País', dataIndex: 'pais', width: 100 },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 130,
      render: (_, d) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Editar domicilio ${texto(d)}`}
            onClick={() => onEditar(d)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Eliminar domicilio ${texto(d)}`}
            onClick={() => void onEliminar(d)}
          />
          <HistorialDomicilio d={d} texto={texto(d)} estados={estados} />
        </Space>
      ),
    },
  ];

  if (domicilios.isError) return <Alert type="error" showIcon title={m.errorDomicilios} />;
  return (
    <DataTable<Domicilio>
      rowKey="idCatAntibioticosDomicilios"
      columns={columns}
      dataSource={domicilios.data ?? []}
      loading={domicilios.isFetching || borrado.ocupado}
      pagination={false}
    />
  );
};
