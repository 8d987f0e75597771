import { SearchOutlined } from '@ant-design/icons';
import {
  documentosMessages,
  type Estatus,
  estatusFijos,
  FOLIO_MAX_DIGITOS,
  MARCA_MAX,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { Button, Col, Form, Row } from 'antd';
import { BuscadorMarca, BuscadorSucursal } from '@/ui/buscadores';
import { FechasDeA, FolioFiltro } from '@/ui/FiltrosLista';
import { SelectBuscable } from '@/ui/SelectBuscable';
import type { FiltrosPedidos as Filtros } from './lista';

interface Props {
  value: Filtros;
  onChange: (value: Filtros) => void;
  onBuscar: () => void;
  buscando: boolean;
  estatus: readonly Estatus[];
}

/**
 * 002 §2 Supplier orders: folio, branch and brand (each locked once picked, until cleared, which
 * sets it back to 0), status, De and A, Buscar.
 */
export const FiltrosPedidos = ({ value, onChange, onBuscar, buscando, estatus }: Props) => {
  const set = (patch: Partial<Filtros>) => onChange({ ...value, ...patch });
  const opcionesEstatus = [
    ...estatusFijos,
    ...estatus.map((e) => ({ value: e.estatus, label: e.descripcion })),
  ];
  return (
    <Form layout="vertical" onFinish={onBuscar} component="form" aria-label="Filtros de pedidos">
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={12} lg={4} xl={3}>
          <Form.Item label="Folio" htmlFor="folio">
            <FolioFiltro
              maxDigitos={FOLIO_MAX_DIGITOS}
              value={value.folio}
              onChange={(folio) => set({ folio })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={10} xl={5}>
          <Form.Item label="Sucursal" htmlFor="sucursal">
            <BuscadorSucursal
              id="sucursal"
              ariaLabel="Sucursal"
              placeholder="Todas las sucursales"
              value={value.sucursal || null}
              onChange={(sucursal) => set({ sucursal: sucursal ?? 0 })}
              bloquearElegido
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={10} xl={5}>
          <Form.Item label="Marca" htmlFor="marca">
            <BuscadorMarca
              id="marca"
              ariaLabel="Marca"
              placeholder="Todas las marcas"
              value={value.marca || null}
              onChange={(marca) => set({ marca: marca ?? 0 })}
              bloquearElegido
              largoMaximo={MARCA_MAX}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6} xl={3}>
          <Form.Item label="Estatus" htmlFor="estatus">
            <SelectBuscable<string>
              id="estatus"
              aria-label="Estatus"
              value={value.estatus}
              onChange={(e) => set({ estatus: e })}
              options={opcionesEstatus}
            />
          </Form.Item>
        </Col>
        <FechasDeA
          de={value.de}
          a={value.a}
          onChange={set}
          mensajeNoPermitida={documentosMessages.fechaInicialMayor}
          col={{ xs: 12, sm: 6, lg: 6, xl: 4 }}
        />
      </Row>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={buscando}>
        Buscar
      </Button>
    </Form>
  );
};
