import type { Costo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarCosto } from '@farmasi/contracts/catalogos/articulos/validar';
import { Checkbox, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useMarcas } from '@/ui/articulo/api';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { CostoInput, PrecioInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useGuardarCosto, useProveedoresDeMarca } from './api';

type Campo = 'marca' | 'proveedor' | 'costo' | 'precioMayoreo' | 'precioPublico';
const campos: readonly Campo[] = ['marca', 'proveedor', 'costo', 'precioMayoreo', 'precioPublico'];

// The contract's check answers a message; this is the field each one is about.
const campoDe: Record<string, Campo> = {
  [m.sinMarca]: 'marca',
  [m.sinProveedor]: 'proveedor',
  [m.precioMayoreo]: 'precioMayoreo',
  [m.precioPublico]: 'precioPublico',
  [m.costo]: 'costo',
};

/** Supplier cost modal: brand, supplier, cost (4 decimals), wholesale and public prices (2), default. */
export const CostoModal = ({ costo, onClose }: { costo: Costo; onClose: () => void }) => {
  const [c, setC] = useState(costo);
  const marcas = useMarcas();
  const proveedores = useProveedoresDeMarca(c.idCatProveedoresMarcasEnc);
  const guardar = useGuardarCosto();
  const form = useFormulario({
    campos,
    idDe: (campo) => `costo-${campo}`,
    enfocarAlAbrir: true,
    validar: () => {
      const falla = validarCosto(c);
      return falla && { message: falla, campo: campoDe[falla] };
    },
    enviar: async () => {
      const r = await guardar.mutateAsync(c);
      successToast(r.message);
      onClose();
    },
  });
  const precio = (campo: 'costo' | 'precioMayoreo' | 'precioPublico', label: string) => {
    const Campo = campo === 'costo' ? CostoInput : PrecioInput;
    return (
      <Col xs={24} sm={8}>
        <Form.Item label={label} htmlFor={`costo-${campo}`}>
          <Campo {...form.campo(campo)} value={c[campo]} onChange={(v) => setC({ ...c, [campo]: v ?? 0 })} />
        </Form.Item>
      </Col>
    );
  };
  return (
    <ModalFormulario form={form} onClose={onClose} title="Costo de proveedor" width={640}>
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Marca" htmlFor="costo-marca">
              <SelectBuscable
                {...form.campo('marca')}
                value={c.idCatProveedoresMarcasEnc || undefined}
                options={(marcas.data ?? []).map((x) => ({
                  value: x.idCatProveedoresMarcasEnc,
                  label: x.nombre,
                }))}
                onChange={(v: number) =>
                  setC({ ...c, idCatProveedoresMarcasEnc: v, idCatProveedoresMarcasDet: 0 })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Proveedor" htmlFor="costo-proveedor">
              <SelectBuscable
                {...form.campo('proveedor')}
                disabled={!c.idCatProveedoresMarcasEnc}
                value={c.idCatProveedoresMarcasDet || undefined}
                options={(proveedores.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
                onChange={(v: number) => setC({ ...c, idCatProveedoresMarcasDet: v })}
              />
            </Form.Item>
          </Col>
          {precio('costo', 'Costo')}
          {precio('precioMayoreo', 'Precio mayoreo')}
          {precio('precioPublico', 'Precio público')}
          <Col span={24}>
            <Checkbox
              checked={c.precioGlobal}
              onChange={(e) => setC({ ...c, precioGlobal: e.target.checked })}
            >
              Usar como precio global (default)
            </Checkbox>
          </Col>
        </Row>
      </Form>
    </ModalFormulario>
  );
};
