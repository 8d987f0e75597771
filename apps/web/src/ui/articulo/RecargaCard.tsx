import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Card, Col, Form, Row, Switch, Tag } from 'antd';
import { PrecioInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useRecargas } from './api';
import { cambiarRecarga, type SeccionArticulo } from './form';
import { campoId } from './ids';

/** 'Recarga de tiempo aire': the switch (it sets the SAT code) and the airtime product's data. */
export const RecargaCard = ({
  a,
  r,
  set,
  onChange,
  parametroSat,
}: SeccionArticulo & { parametroSat: string | undefined }) => {
  const recargas = useRecargas();
  const dis = !r.cargado;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={
        <span>
          Recarga de tiempo aire{' '}
          <Switch
            id={campoId('articuloRecarga')}
            aria-label="Artículo de recarga"
            size="small"
            disabled={dis}
            checked={a?.articuloRecarga ?? false}
            onChange={(on) => a && onChange(cambiarRecarga(a, on, parametroSat ?? a.codigoSAT))}
          />
        </span>
      }
    >
      {a?.articuloRecarga ? (
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item label="Proveedor de recarga" htmlFor={campoId('recargaProveedor')}>
              <SelectBuscable
                id={campoId('recargaProveedor')}
                value={a.recargaProveedor || undefined}
                options={(recargas.proveedores.data ?? []).map((x) => ({
                  value: x.idProveedor,
                  label: x.proveedor,
                }))}
                onChange={(v: number) => set({ recargaProveedor: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Compañía" htmlFor={campoId('recargaCompania')}>
              <SelectBuscable
                id={campoId('recargaCompania')}
                value={a.recargaCompania || undefined}
                options={(recargas.companias.data ?? []).map((x) => ({
                  value: x.idCompania,
                  label: x.nombreCompania,
                }))}
                onChange={(v: number) => set({ recargaCompania: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tipo de producto" htmlFor={campoId('recargaTipoProducto')}>
              <SelectBuscable
                id={campoId('recargaTipoProducto')}
                value={a.recargaTipoProducto || undefined}
                options={(recargas.tipos.data ?? []).map((x) => ({
                  value: x.idTipoProducto,
                  label: x.tipoProducto,
                }))}
                onChange={(v: number) => set({ recargaTipoProducto: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="SKU">
              <TextoInput
                aria-label="SKU"
                maxLength={50}
                value={a.recargaSKU}
                onChange={(e) => set({ recargaSKU: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Características" htmlFor={campoId('recargaCaracteristica')}>
              <TextoInput
                id={campoId('recargaCaracteristica')}
                maxLength={250}
                value={a.recargaCaracteristica}
                onChange={(e) => set({ recargaCaracteristica: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Importe" htmlFor={campoId('recargaImporte')}>
              <PrecioInput
                id={campoId('recargaImporte')}
                value={a.recargaImporte}
                onChange={(v) => set({ recargaImporte: v ?? 0 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Descripción de la recarga" htmlFor={campoId('recargaDescripcion')}>
              <TextoInput
                id={campoId('recargaDescripcion')}
                maxLength={k.recargaDescripcionMax}
                value={a.recargaDescripcion}
                onChange={(e) => set({ recargaDescripcion: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Tag>No es artículo de recarga</Tag>
      )}
    </Card>
  );
};
