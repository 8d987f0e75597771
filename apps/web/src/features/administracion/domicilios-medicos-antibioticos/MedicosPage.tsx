import { EditOutlined } from '@ant-design/icons';
import {
  type Domicilio,
  MEDICOS_TAMANO_PAGINA,
  type Medico,
  medicosMessages as m,
  nombreCompleto,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { Alert, Button, Card, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/ui/DataTable';
import { useMedicos, useTotalMedicos } from './api';
import { DomiciliosMedico } from './DomiciliosMedico';
import { EditarDomicilioModal } from './EditarDomicilioModal';
import { EditarMedicoModal } from './EditarMedicoModal';

/** S47 'Domicilios médicos (Reporte de antibióticos)': doctors paged by the server, addresses on expand. */
export const MedicosPage = () => {
  const [pagina, setPagina] = useState(1);
  const [buscar, setBuscar] = useState('');
  const [abiertas, setAbiertas] = useState<number[]>([]);
  const [medico, setMedico] = useState<Medico | null>(null);
  const [domicilio, setDomicilio] = useState<Domicilio | null>(null);
  const medicos = useMedicos(pagina, buscar);
  const total = useTotalMedicos(buscar);

  const columns: TableColumnsType<Medico> = [
    { title: 'Cédula', dataIndex: 'cedula', width: 120 },
    { title: 'Registro SSA', dataIndex: 'sSA', width: 140 },
    { title: 'Médico', key: 'nombre', render: (_, x) => nombreCompleto(x) },
    { title: 'Domicilios', dataIndex: 'registros', width: 110 },
    {
      title: 'Editar',
      key: 'editar',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 80,
      render: (_, x) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Editar médico ${nombreCompleto(x)}`}
          onClick={() => setMedico(x)}
        />
      ),
    },
  ];

  return (
    <Card
      extra={
        <Input.Search
          aria-label="Buscar médico"
          placeholder="Buscar médico por nombre, cédula o SSA"
          allowClear
          style={{ width: 340 }}
          maxLength={100}
          onSearch={(v) => {
            setBuscar(v.trim());
            setPagina(1);
            setAbiertas([]);
          }}
        />
      }
    >
      {medicos.isError && <Alert type="error" showIcon title={m.errorMedicos} style={{ marginBottom: 12 }} />}
      {total.isError && <Alert type="error" showIcon title={m.errorTotal} style={{ marginBottom: 12 }} />}
      <DataTable<Medico>
        rowKey="idCatAntibioticosMedicos"
        columns={columns}
        dataSource={medicos.data ?? []}
        loading={medicos.isFetching}
        pagination={{
          current: pagina,
          pageSize: MEDICOS_TAMANO_PAGINA,
          total: total.data?.totalRegistros ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `${n} médicos`,
          onChange: (p) => {
            setPagina(p);
            setAbiertas([]);
          },
        }}
        expandable={{
          expandedRowKeys: abiertas,
          onExpandedRowsChange: (keys) => setAbiertas(keys.map(Number)),
          rowExpandable: (x) => x.registros > 0,
          expandedRowRender: (x) => <DomiciliosMedico medico={x} onEditar={setDomicilio} />,
        }}
      />
      {medico && <EditarMedicoModal medico={medico} onClose={() => setMedico(null)} />}
      {domicilio && <EditarDomicilioModal domicilio={domicilio} onClose={() => setDomicilio(null)} />}
    </Card>
  );
};
