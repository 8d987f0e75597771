import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Card, Col, Form, Row, Switch, Tag } from 'antd';
import { useRef } from 'react';
import { PrecioInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useRecargas } from './api';
import { cambiarRecarga, type SeccionArticulo, soloId } from './form';
import { campoId } from './ids';

/** 'Recarga de tiempo aire': the switch (it sets the SAT code) and the airtime product's data. */
export const RecargaCard = ({
  a,
  r,
  set,
  onChange,
  parametroSat,
  campo = soloId,
}: SeccionArticulo & { parametroSat: string | undefined }) => {
  const recargas = useRecargas();
  const dis = !r.cargado;
  // The SAT code the article had when airtime was turned on: turning it off gives it back (issue 30).
  const previo = useRef<{ clave: string; sat: string } | null>(null);
  const clave = (x: Articulo) => `${x.codArticulo}-${x.codArticuloFarmasi}`;
  const alternar = (x: Articulo, on: boolean) => {
    const antes = previo.current?.clave === clave(x) ? previo.current.sat : undefined;
    if (on) previo.current = { clave: clave(x), sat: x.codigoSAT };
    onChange(cambiarRecarga(x, on, parametroSat ?? x.codigoSAT, antes));
  };
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
            onChange={(on) => a && alternar(a, on)}
          />
        </span>
      }
    >
      {a?.articuloRecarga ? (
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item label="Proveedor de recarga" htmlFor={campo('recargaProveedor').id}>
              <SelectBuscable
                {...campo('recargaProveedor')}
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
            <Form.Item label="Compañía" htmlFor={campo('recargaCompania').id}>
              <SelectBuscable
                {...campo('recargaCompania')}
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
            <Form.Item label="Tipo de producto" htmlFor={campo('recargaTipoProducto').id}>
              <SelectBuscable
                {...campo('recargaTipoProducto')}
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
            <Form.Item label="SKU" htmlFor={campo('recargaSKU').id}>
              <TextoInput
                {...campo('recargaSKU')}
                aria-label="SKU"
                maxLength={50}
                value={a.recargaSKU}
                onChange={(e) => set({ recargaSKU: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Características" htmlFor={campo('recargaCaracteristica').id}>
              <TextoInput
                {...campo('recargaCaracteristica')}
                maxLength={250}
                value={a.recargaCaracteristica}
                onChange={(e) => set({ recargaCaracteristica: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Importe" htmlFor={campo('recargaImporte').id}>
              <PrecioInput
                {...campo('recargaImporte')}
                value={a.recargaImporte}
                onChange={(v) => set({ recargaImporte: v ?? 0 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Descripción de la recarga" htmlFor={campo('recargaDescripcion').id}>
              <TextoInput
                {...campo('recargaDescripcion')}
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
