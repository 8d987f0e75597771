import { EditOutlined } from '@ant-design/icons';
import {
  consultaMedicos,
  type Domicilio,
  MEDICOS_TAMANO_PAGINA,
  type Medico,
  medicosMessages as m,
  nombreCompleto,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { Alert, Button, Card, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { paginaValida, useCajaBusqueda, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useMedicos, useTotalMedicos } from './api';
import { DomiciliosMedico } from './DomiciliosMedico';
import { EditarDomicilioModal } from './EditarDomicilioModal';
import { EditarMedicoModal } from './EditarMedicoModal';
import { HistorialMedico } from './historial';

/** S47 'Domicilios médicos (Reporte de antibióticos)': doctors paged by the server, addresses on expand. */
export const MedicosPage = () => {
  const [{ pagina, buscar }, setLista] = useListaEnUrl({ pagina: 1, buscar: '' }, { pagina: paginaValida });
  const [abiertas, setAbiertas] = useState<number[]>([]);
  // The box shows the search the list shows, after Back, Forward and reload too.
  const caja = useCajaBusqueda(buscar, (v) => {
    setLista({ buscar: v.trim(), pagina: 1 });
    setAbiertas([]);
  });
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
      width: 110,
      render: (_, x) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Editar médico ${nombreCompleto(x)}`}
            onClick={() => setMedico(x)}
          />
          <HistorialMedico x={x} nombre={nombreCompleto(x)} />
        </Space>
      ),
    },
  ];

  return (
    <Card
      extra={
        <TextoBusqueda
          aria-label="Buscar médico"
          placeholder="Buscar médico por nombre, cédula o SSA"
          allowClear
          style={{ width: 340 }}
          maxLength={100}
          {...caja}
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
        paginacion={{
          pagina,
          porPagina: MEDICOS_TAMANO_PAGINA,
          total: total.data?.totalRegistros ?? 0,
          onPagina: (p) => {
            setLista({ pagina: p });
            setAbiertas([]);
          },
        }}
        exportar={{
          archivo: 'medicos',
          endpoint: consultaMedicos,
          body: { pagina: 1, tamanoPagina: MEDICOS_TAMANO_PAGINA, idMedico: 0, buscar },
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
