import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  consultarArticulosDemanda,
  DEMANDA_TAMANO_PAGINA,
  DEMANDA_TOAST_SEGUNDOS,
  demandaMessages as m,
  type RenglonDemanda,
  TODAS_LAS_SUCURSALES,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { Button, Card, Col, Form, Row, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BuscadorSucursal } from '@/ui/buscadores';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useDemanda, useEliminarDemanda } from './api';
import { DemandaModal } from './DemandaModal';
import { historialDemanda } from './historial';

const todas = [{ value: TODAS_LAS_SUCURSALES, label: 'Todas' }];
const sucursalValida = (s: number) => Number.isInteger(s) && s >= 0;

/** S20 'Reiniciar Demanda': articles whose demand restarts in a branch from a date (001 §2). */
export const ReiniciarDemandaPage = () => {
  const [{ sucursal, buscar, pagina }, setLista] = useListaEnUrl(
    { sucursal: TODAS_LAS_SUCURSALES, buscar: '', pagina: 1 },
    { pagina: paginaValida, sucursal: sucursalValida },
  );
  const [agregando, setAgregando] = useState(false);
  const lista = useDemanda(sucursal, pagina, buscar);
  const eliminar = useEliminarDemanda();
  const telefono = useTelefono();

  // A page left empty (its last row deleted, or an old link) moves to the last page there is.
  const totalPaginas = lista.data?.totalPaginas;
  useEffect(() => {
    if (totalPaginas !== undefined && totalPaginas > 0 && pagina > totalPaginas)
      setLista({ pagina: totalPaginas }, { replace: true });
  }, [totalPaginas, pagina, setLista]);

  const onEliminar = async (r: RenglonDemanda) => {
    if (!(await confirmDialog(m.confirmarEliminar))) return;
    await eliminar.mutateAsync(r.idCatArticulosReiniciarDemanda);
    successToast(m.eliminado, DEMANDA_TOAST_SEGUNDOS);
  };

  const columns: TableColumnsType<RenglonDemanda> = [
    { title: 'Código', dataIndex: 'codarticulo', width: 90 },
    { title: 'Descripción', dataIndex: 'des_articulo', width: 320 },
    { title: 'Sucursal', dataIndex: 'des_sucursal', width: 160 },
    {
      title: 'Fecha reinicio demanda',
      dataIndex: 'fechaDemanda',
      width: 130,
      render: (v: string) => <DateText value={v} />,
    },
    { title: 'Usuario', dataIndex: 'des_usuario', width: 110 },
    {
      title: 'Acciones',
      key: 'eliminar',
      fixed: 'right',
      width: anchoAcciones(telefono, 210),
      render: (_, r) => (
        <AccionesFila
          titulo={`Acciones de ${r.codarticulo} en ${r.des_sucursal}`}
          acciones={[
            historialDemanda(r),
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${r.codarticulo} en ${r.des_sucursal}`,
              onClick: () => onEliminar(r),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <Form layout="vertical">
        <Row gutter={12} align="bottom">
          <Col xs={24} sm={12} lg={7}>
            <Form.Item label="Sucursal" htmlFor="filtro-sucursal">
              <BuscadorSucursal
                id="filtro-sucursal"
                ariaLabel="Filtrar por sucursal"
                variante="propias"
                opcionesFijas={todas}
                value={sucursal}
                onChange={(c) => setLista({ sucursal: c ?? TODAS_LAS_SUCURSALES, pagina: 1 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={9}>
            <Form.Item label="Artículo" htmlFor="filtro-articulo">
              <TextoBusqueda
                id="filtro-articulo"
                aria-label="Buscar artículo"
                placeholder="Buscar por código o descripción"
                allowClear
                maxLength={100}
                defaultValue={buscar}
                onSearch={(v) => setLista({ buscar: v.trim(), pagina: 1 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8} style={{ textAlign: 'right' }}>
            <Form.Item>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAgregando(true)}>
                {m.agregar}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable<RenglonDemanda>
        rowKey="idCatArticulosReiniciarDemanda"
        columns={columns}
        dataSource={lista.data?.renglones ?? []}
        loading={lista.isFetching}
        locale={{ emptyText: m.sinRegistros }}
        paginacion={{
          pagina,
          porPagina: DEMANDA_TAMANO_PAGINA,
          total: lista.data?.totalRenglones ?? 0,
          onPagina: (p) => setLista({ pagina: p }),
        }}
        exportar={{
          archivo: 'reiniciar-demanda',
          endpoint: consultarArticulosDemanda,
          params: { sucursal, pagina: 1 },
          query: { buscar },
        }}
      />
      {agregando && <DemandaModal onClose={() => setAgregando(false)} />}
    </Card>
  );
};
