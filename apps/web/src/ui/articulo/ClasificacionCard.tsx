import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import * as cat from '@farmasi/contracts/catalogos/catalogos-articulos';
import { Card, Col, Form, Row } from 'antd';
import { useEffect } from 'react';
import { warningDialog } from '@/ui/dialogs';
import { NumeroInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useFormasAdministracion, useGenericos, useMarcas, useMedidas, useProveedores } from './api';
import { CatalogoSelect } from './CatalogoSelect';
import { cambiarFormaFarmaceutica, cambiarMedida, type SeccionArticulo, soloId } from './form';

/** 'Clasificación de la cadena': the chain's catalogues, measure, drops, content, conversion, brand, supplier. */
export const ClasificacionCard = ({ a, r, set, onChange, campo = soloId }: SeccionArticulo) => {
  const formas = useFormasAdministracion();
  const medidas = useMedidas(a?.farmasi.formaFarmaceutica.codigo ?? 0);
  const genericos = useGenericos(a?.farmasi.formula.codigo ?? 0);
  const marcas = useMarcas();
  const proveedores = useProveedores();
  useEffect(() => {
    if (formas.isError) void warningDialog('Problemas al cargar las formas de administracion');
  }, [formas.isError]);

  const setFarmasi = (
    campo: keyof Articulo['farmasi'],
    v: { codigo: number; descripcion: string; desglozar?: boolean },
  ) =>
    a && onChange({ ...a, farmasi: { ...a.farmasi, [campo]: { aplicar: false, desglozar: false, ...v } } });

  const dis = !r.cargado;
  return (
    <Card size="small" title="Clasificación de la cadena" style={{ marginBottom: 12 }}>
      <Row gutter={12}>
        {(
          [
            ['formula', 'Fórmula', cat.catFormulas],
            ['laboratorio', 'Laboratorio', cat.catLaboratorios],
            ['linea', 'Línea', cat.catLineas],
            ['familia', 'Familia', cat.catFamilias],
          ] as const
        ).map(([nombre, label, endpoint]) => (
          <Col xs={24} md={6} key={nombre}>
            <Form.Item label={label} htmlFor={campo(nombre).id}>
              <CatalogoSelect
                {...campo(nombre)}
                ariaLabel={label}
                endpoint={endpoint}
                disabled={dis}
                value={a?.farmasi[nombre] ?? { codigo: 0, descripcion: '' }}
                onChange={(v) => {
                  if (!a) return;
                  if (nombre === 'formula')
                    onChange({
                      ...a,
                      generico: 0,
                      farmasi: {
                        ...a.farmasi,
                        formula: { aplicar: false, desglozar: false, ...v },
                        generico: { codigo: 0, descripcion: '', aplicar: false, desglozar: false },
                      },
                    });
                  else setFarmasi(nombre, v);
                }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={6}>
          <Form.Item label="Forma farmacéutica" htmlFor={campo('formaFarmaceutica').id}>
            <CatalogoSelect
              {...campo('formaFarmaceutica')}
              ariaLabel="Forma farmacéutica"
              endpoint={cat.catPresentaciones}
              disabled={dis}
              value={a?.farmasi.formaFarmaceutica ?? { codigo: 0, descripcion: '' }}
              onChange={(v) => a && onChange(cambiarFormaFarmaceutica(a, v))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Medida" htmlFor={campo('codMedida').id}>
            <SelectBuscable
              {...campo('codMedida')}
              allowClear
              disabled={dis || !a?.farmasi.formaFarmaceutica.codigo}
              value={a?.codMedida || undefined}
              options={(medidas.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
              onChange={(v?: number) =>
                a &&
                onChange(
                  cambiarMedida(
                    a,
                    medidas.data?.find((x) => x.codigo === v),
                  ),
                )
              }
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item label="Gotas x ML" htmlFor={campo('gotasML').id}>
            <NumeroInput
              {...campo('gotasML')}
              decimales={2}
              disabled={!r.gotas}
              value={a?.gotasML ?? 0}
              onChange={(v) => set({ gotasML: v ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item label="Forma admón." htmlFor={campo('formaAdministracion').id}>
            <SelectBuscable
              {...campo('formaAdministracion')}
              allowClear
              disabled={dis}
              value={a?.formaAdministracion || undefined}
              options={(formas.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
              onChange={(v?: number) => set({ formaAdministracion: v ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Genérico" htmlFor={campo('generico').id}>
            <SelectBuscable
              {...campo('generico')}
              allowClear
              disabled={dis || !a?.farmasi.formula.codigo}
              value={a?.generico || undefined}
              options={(genericos.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
              onChange={(v?: number) => set({ generico: v ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Contenido" htmlFor={campo('presentacion').id}>
            <TextoInput
              {...campo('presentacion')}
              maxLength={k.contenidoMax}
              disabled={!r.contenido}
              value={a?.presentacion ?? ''}
              onChange={(e) => set({ presentacion: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Conversión: por cada N piezas que factura el proveedor, M piezas para la cadena"
            style={{ marginBottom: 0 }}
          >
            <Row gutter={8}>
              <Col span={12}>
                <NumeroInput
                  {...campo('unidadCompraProv')}
                  aria-label="Unidad compra proveedor"
                  prefix="N"
                  disabled={dis}
                  value={a?.unidadCompraProv ?? 1}
                  onChange={(v) => set({ unidadCompraProv: v === null ? 0 : Math.max(1, v) })}
                />
              </Col>
              <Col span={12}>
                <NumeroInput
                  {...campo('unidadVtaFcia')}
                  aria-label="Unidad venta cadena"
                  prefix="M"
                  disabled={dis}
                  value={a?.unidadVtaFcia ?? 1}
                  onChange={(v) => set({ unidadVtaFcia: v === null ? 0 : Math.max(1, v) })}
                />
              </Col>
            </Row>
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Marca" htmlFor={campo('marca').id}>
            <SelectBuscable
              {...campo('marca')}
              allowClear
              disabled={dis}
              value={a?.idCatProveedoresMarcasEnc || undefined}
              options={(marcas.data ?? []).map((x) => ({
                value: x.idCatProveedoresMarcasEnc,
                label: x.nombre,
              }))}
              onChange={(v?: number) => set({ idCatProveedoresMarcasEnc: v ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Proveedor default" htmlFor={campo('proveedorDefault').id}>
            <SelectBuscable
              {...campo('proveedorDefault')}
              allowClear
              disabled={dis}
              value={a?.proveedorDefault || undefined}
              options={(proveedores.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
              onChange={(v?: number) => set({ proveedorDefault: v ?? 0 })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};
