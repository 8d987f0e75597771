import { type Articulo, articulosConst as k } from '@farmasi/contracts/catalogos/articulos';
import * as cat from '@farmasi/contracts/catalogos/catalogos-articulos';
import { Card, Checkbox, Col, Descriptions, Form, Input, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { warningDialog } from '@/ui/dialogs';
import {
  useEstatus,
  useFormasAdministracion,
  useGenericos,
  useMarcas,
  useMedidas,
  useProveedores,
  useRecargas,
} from './api';
import { CatalogoSelect } from './CatalogoSelect';
import { CodBarrasEditor } from './CodBarrasEditor';
import { cambiarFormaFarmaceutica, cambiarMedida, cambiarRecarga, reglasEdicion } from './form';
import { campoId } from './ids';

interface Props {
  articulo: Articulo | null;
  onChange: (a: Articulo) => void;
  parametroSat: string | undefined;
}

const numero = (v: number | null) => v ?? 0;

/** The whole article form of 'Alta de artículos' (also the pending edit modal's). */
export const ArticuloForm = ({ articulo, onChange, parametroSat }: Props) => {
  const r = reglasEdicion(articulo);
  const a = articulo;
  const estatus = useEstatus();
  const formas = useFormasAdministracion();
  const medidas = useMedidas(a?.farmasi.formaFarmaceutica.codigo ?? 0);
  const genericos = useGenericos(a?.farmasi.formula.codigo ?? 0);
  const marcas = useMarcas();
  const proveedores = useProveedores();
  const recargas = useRecargas();
  useEffect(() => {
    if (formas.isError) void warningDialog('Problemas al cargar las formas de administracion');
  }, [formas.isError]);

  const set = (patch: Partial<Articulo>) => a && onChange({ ...a, ...patch });
  const setFarmasi = (
    campo: keyof Articulo['farmasi'],
    v: { codigo: number; descripcion: string; desglozar?: boolean },
  ) =>
    a && onChange({ ...a, farmasi: { ...a.farmasi, [campo]: { aplicar: false, desglozar: false, ...v } } });

  const dis = !r.cargado;
  return (
    <Form layout="vertical" component="div" size="small">
      <Card size="small" title="Datos generales" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={4}>
            <Form.Item label="Código DIFARMER">
              <Input aria-label="Código DIFARMER" value={a?.codArticulo || ''} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Código cadena">
              <Input
                aria-label="Código cadena"
                value={a?.codArticuloFarmasi || (a ? 'Nuevo' : '')}
                disabled
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Descripción" htmlFor={campoId('descripcion')}>
              <Input
                id={campoId('descripcion')}
                maxLength={k.descripcionMax}
                value={a?.descripcion ?? ''}
                disabled={!r.mayorista}
                onChange={(e) => set({ descripcion: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Descripción cadena" htmlFor={campoId('descripcionFarmasi')}>
              <Input
                id={campoId('descripcionFarmasi')}
                maxLength={k.descripcionMax}
                value={a?.descripcionFarmasi ?? ''}
                disabled={dis}
                onChange={(e) => set({ descripcionFarmasi: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Estatus cadena" htmlFor={campoId('estatus')}>
              <Select
                id={campoId('estatus')}
                disabled={dis}
                value={a?.estatusFarmasi}
                options={(estatus.data ?? []).map((e) => ({ value: e.estatus, label: e.descripcion }))}
                onChange={(v: string) => set({ estatusFarmasi: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Estatus DIFARMER">
              <Input aria-label="Estatus DIFARMER" value={a?.descEstatusDif ?? ''} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={4} style={{ paddingTop: 28 }}>
            <Checkbox
              checked={a?.iva ?? false}
              disabled={!r.mayorista}
              onChange={(e) => set({ iva: e.target.checked })}
            >
              IVA
            </Checkbox>
            <Checkbox
              checked={a?.ieps ?? false}
              disabled={!r.mayorista}
              onChange={(e) => set({ ieps: e.target.checked })}
            >
              IEPS
            </Checkbox>
            <Checkbox
              checked={a?.fechaCaducidad ?? false}
              disabled={dis}
              onChange={(e) => set({ fechaCaducidad: e.target.checked })}
            >
              Tiene Caducidad
            </Checkbox>
          </Col>
          {(['alto', 'ancho', 'fondo'] as const).map((d) => (
            <Col xs={8} md={3} key={d}>
              <Form.Item label={d[0]?.toUpperCase() + d.slice(1)}>
                <InputNumber
                  aria-label={d}
                  min={0}
                  precision={2}
                  style={{ width: '100%' }}
                  disabled={dis}
                  value={a?.[d] ?? 0}
                  onChange={(v) => set({ [d]: numero(v) })}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={8} md={3}>
            <Form.Item label="SubColectivo">
              <InputNumber
                aria-label="SubColectivo"
                min={0}
                precision={0}
                style={{ width: '100%' }}
                disabled={dis}
                value={a?.colectivo ?? 0}
                onChange={(v) => set({ colectivo: numero(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Código SAT" htmlFor={campoId('codigoSAT')}>
              <Input
                id={campoId('codigoSAT')}
                maxLength={k.codigoSatMax}
                value={a?.codigoSAT ?? ''}
                disabled={!r.codigoSat}
                onKeyDown={digitsKey}
                onChange={(e) => set({ codigoSAT: onlyDigits(e.target.value) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Registro SSA" htmlFor={campoId('registroSSA')}>
              <Input
                id={campoId('registroSSA')}
                maxLength={k.registroSsaMax}
                value={a?.registroSSA ?? ''}
                disabled={!r.mayorista}
                onChange={(e) => set({ registroSSA: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Fracción" htmlFor={campoId('fraccion')}>
              <Input
                id={campoId('fraccion')}
                maxLength={k.fraccionMax}
                value={a?.fraccion ?? ''}
                disabled={!r.mayorista}
                onChange={(e) => set({ fraccion: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      {a?.difarmer && (
        <Card size="small" title="Datos DIFARMER" style={{ marginBottom: 12 }}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Fórmula">{a.difarmer.formula.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Laboratorio">{a.difarmer.laboratorio.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Línea">{a.difarmer.linea.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Forma farmacéutica">
              {a.difarmer.formaFarmaceutica.descripcion}
            </Descriptions.Item>
            <Descriptions.Item label="Proveedor">{a.difarmer.proveedor.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Clasificación">
              {a.difarmer.clasificacion.descripcion}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      <Card size="small" title="Clasificación de la cadena" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          {(
            [
              ['formula', 'Fórmula', cat.catFormulas],
              ['laboratorio', 'Laboratorio', cat.catLaboratorios],
              ['linea', 'Línea', cat.catLineas],
              ['familia', 'Familia', cat.catFamilias],
            ] as const
          ).map(([campo, label, endpoint]) => (
            <Col xs={24} md={6} key={campo}>
              <Form.Item label={label} htmlFor={campoId(campo)}>
                <CatalogoSelect
                  id={campoId(campo)}
                  endpoint={endpoint}
                  disabled={dis}
                  value={a?.farmasi[campo] ?? { codigo: 0, descripcion: '' }}
                  onChange={(v) => {
                    if (!a) return;
                    if (campo === 'formula')
                      onChange({
                        ...a,
                        generico: 0,
                        farmasi: {
                          ...a.farmasi,
                          formula: { aplicar: false, desglozar: false, ...v },
                          generico: { codigo: 0, descripcion: '', aplicar: false, desglozar: false },
                        },
                      });
                    else setFarmasi(campo, v);
                  }}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={6}>
            <Form.Item label="Forma farmacéutica" htmlFor={campoId('formaFarmaceutica')}>
              <CatalogoSelect
                id={campoId('formaFarmaceutica')}
                endpoint={cat.catPresentaciones}
                disabled={dis}
                value={a?.farmasi.formaFarmaceutica ?? { codigo: 0, descripcion: '' }}
                onChange={(v) => a && onChange(cambiarFormaFarmaceutica(a, v))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Medida" htmlFor={campoId('codMedida')}>
              <Select
                id={campoId('codMedida')}
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
            <Form.Item label="Gotas x ML" htmlFor={campoId('gotasML')}>
              <InputNumber
                id={campoId('gotasML')}
                min={0}
                precision={2}
                style={{ width: '100%' }}
                disabled={!r.gotas}
                value={a?.gotasML ?? 0}
                onChange={(v) => set({ gotasML: numero(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="Forma admón." htmlFor={campoId('formaAdministracion')}>
              <Select
                id={campoId('formaAdministracion')}
                allowClear
                disabled={dis}
                value={a?.formaAdministracion || undefined}
                options={(formas.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
                onChange={(v?: number) => set({ formaAdministracion: v ?? 0 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Genérico" htmlFor={campoId('generico')}>
              <Select
                id={campoId('generico')}
                allowClear
                disabled={dis || !a?.farmasi.formula.codigo}
                value={a?.generico || undefined}
                options={(genericos.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
                onChange={(v?: number) => set({ generico: v ?? 0 })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Contenido" htmlFor={campoId('presentacion')}>
              <Input
                id={campoId('presentacion')}
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
                  <InputNumber
                    aria-label="Unidad compra proveedor"
                    addonBefore="N"
                    min={1}
                    precision={0}
                    disabled={dis}
                    value={a?.unidadCompraProv ?? 1}
                    onChange={(v) => set({ unidadCompraProv: Math.max(1, numero(v)) })}
                  />
                </Col>
                <Col span={12}>
                  <InputNumber
                    aria-label="Unidad venta cadena"
                    addonBefore="M"
                    min={1}
                    precision={0}
                    disabled={dis}
                    value={a?.unidadVtaFcia ?? 1}
                    onChange={(v) => set({ unidadVtaFcia: Math.max(1, numero(v)) })}
                  />
                </Col>
              </Row>
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Marca" htmlFor={campoId('marca')}>
              <Select
                id={campoId('marca')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
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
            <Form.Item label="Proveedor default" htmlFor={campoId('proveedorDefault')}>
              <Select
                id={campoId('proveedorDefault')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={dis}
                value={a?.proveedorDefault || undefined}
                options={(proveedores.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
                onChange={(v?: number) => set({ proveedorDefault: v ?? 0 })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

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
                <Select
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
                <Select
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
                <Select
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
                <Input
                  aria-label="SKU"
                  maxLength={50}
                  value={a.recargaSKU}
                  onChange={(e) => set({ recargaSKU: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Características" htmlFor={campoId('recargaCaracteristica')}>
                <Input
                  id={campoId('recargaCaracteristica')}
                  maxLength={250}
                  value={a.recargaCaracteristica}
                  onChange={(e) => set({ recargaCaracteristica: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item label="Importe" htmlFor={campoId('recargaImporte')}>
                <InputNumber
                  id={campoId('recargaImporte')}
                  min={0}
                  precision={2}
                  prefix="$"
                  style={{ width: '100%' }}
                  value={a.recargaImporte}
                  onChange={(v) => set({ recargaImporte: numero(v) })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Descripción de la recarga" htmlFor={campoId('recargaDescripcion')}>
                <Input
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

      <Card size="small" title="Códigos de barras" style={{ marginBottom: 12 }}>
        <CodBarrasEditor articulo={a} onChange={onChange} />
      </Card>
    </Form>
  );
};
