import { EditOutlined, PlusOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { format } from '@farmasi/contracts';
import {
  serviciosMedicosMessages as m,
  type ServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { Button, Card, Input, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { coincide } from '@/lib/texto';
import { paginaValida, useListaEnUrl, useTextoDeUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useCancelarServicio, useRestaurarServicio, useServicios } from './api';
import { columnasServicios } from './columnas';
import { historialServicio } from './historial';
import { ServicioModal } from './ServicioModal';

/** Cancelled rows: grey (AA contrast on white) and italic (001 §2). */
const CANCELADA = { color: '#646464', fontStyle: 'italic' } as const;

/** S18 'Costos de servicios médicos': the consultorios' services, their prices and when they apply. */
export const CostosServiciosMedicosPage = () => {
  const [lista, setLista, orden] = useListaEnUrl(
    { buscar: '', pagina: 1 },
    { pagina: paginaValida },
    { ordenable: ['servicio', 'descripcionTipo'] },
  );
  // Typed as the list filters; Back, Forward and reload put the URL's search back in the box.
  const [texto, setTexto] = useTextoDeUrl(lista.buscar, () => true);
  const [editando, setEditando] = useState<ServicioMedico | 'nuevo' | null>(null);
  const servicios = useServicios();
  const cancelar = useCancelarServicio();
  const restaurar = useRestaurarServicio();
  const telefono = useTelefono();

  const filas = useMemo(
    () => (servicios.data ?? []).filter((s) => coincide(lista.buscar, s.servicio, s.descripcionTipo)),
    [servicios.data, lista.buscar],
  );

  const onCancelar = async (s: ServicioMedico) => {
    if (!(await confirmDialog(format(m.deseaCancelar, { servicio: s.servicio })))) return;
    const answer = await cancelar.mutateAsync(s.idServicioMedico);
    successToast(answer.message || m.cancelado);
  };
  const onRecuperar = async (s: ServicioMedico) => {
    if (!(await confirmDialog(format(m.deseaRecuperar, { servicio: s.servicio })))) return;
    const answer = await restaurar.mutateAsync(s.idServicioMedico);
    successToast(answer.message || m.recuperado);
  };

  const columns: TableColumnsType<ServicioMedico> = [
    ...columnasServicios,
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: anchoAcciones(telefono, 320),
      render: (_, s) => (
        <AccionesFila
          titulo={`Acciones de ${s.servicio}`}
          acciones={
            s.estatus === 'C'
              ? [
                  {
                    clave: 'recuperar',
                    etiqueta: 'Recuperar',
                    icono: <RollbackOutlined />,
                    ariaLabel: `Recuperar ${s.servicio}`,
                    onClick: () => onRecuperar(s),
                  },
                  historialServicio(s),
                ]
              : [
                  {
                    clave: 'modificar',
                    etiqueta: 'Modificar',
                    icono: <EditOutlined />,
                    ariaLabel: `Modificar ${s.servicio}`,
                    onClick: () => setEditando(s),
                  },
                  {
                    clave: 'cancelar',
                    etiqueta: 'Cancelar',
                    icono: <StopOutlined />,
                    danger: true,
                    ariaLabel: `Cancelar ${s.servicio}`,
                    onClick: () => onCancelar(s),
                  },
                  historialServicio(s),
                ]
          }
        />
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Buscar servicio"
          placeholder="Buscar servicio o tipo"
          allowClear
          style={{ width: 300, maxWidth: '100%' }}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setLista({ buscar: e.target.value, pagina: 1 }, { replace: true });
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nuevo')}>
          Agregar
        </Button>
      </Space>
      <DataTable<ServicioMedico>
        rowKey="idServicioMedico"
        columns={columns}
        dataSource={filas}
        loading={servicios.isFetching}
        orden={orden}
        pagination={{ current: lista.pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: 'costos-servicios-medicos' }}
        onRow={(s) =>
          s.estatus === 'C' ? { style: CANCELADA, 'aria-label': `${s.servicio} (cancelado)` } : {}
        }
        locale={{
          emptyText: lista.buscar ? 'No hay servicios que coincidan con la búsqueda' : m.sinServicios,
        }}
      />
      {editando && (
        <ServicioModal servicio={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      )}
    </Card>
  );
};
