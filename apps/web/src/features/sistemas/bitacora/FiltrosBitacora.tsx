import { SearchOutlined } from '@ant-design/icons';
import { bitacoraMessages as bm, CLAVE_MAX, TABLA_MAX } from '@farmasi/contracts/sistemas/bitacora';
import { Button, Col, Flex, Form, Row } from 'antd';
import type { KeyboardEvent } from 'react';
import { BuscadorUsuarioEmpleado } from '@/ui/buscadores';
import { RangoFechas } from '@/ui/RangoFechas';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { usePantallasBitacora } from './api';
import type { Filtros } from './lista';

type Campo = { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };
export type CampoFiltro = 'usuario' | 'pantalla' | 'tabla' | 'clave' | 'desde' | 'hasta';

interface Props {
  value: Filtros;
  onChange: (value: Filtros) => void;
  campo: (nombre: CampoFiltro) => Campo;
  onConsultar: () => void;
  onLimpiar: () => void;
  consultando: boolean;
}

/** The log's filters: who, from which screen, which record (table + key) and between which days. */
export const FiltrosBitacora = ({ value, onChange, campo, onConsultar, onLimpiar, consultando }: Props) => {
  const set = (patch: Partial<Filtros>) => onChange({ ...value, ...patch });
  const pantallas = usePantallasBitacora();
  return (
    // Not a <form>: Enter is useFormulario's (it moves between the fields and searches from the last).
    <Form layout="vertical" component="section" aria-label="Filtros de la bitácora">
      <Row gutter={12}>
        <Col xs={24} md={12} xl={5}>
          <Form.Item label="Usuario" htmlFor="usuario">
            <BuscadorUsuarioEmpleado
              id={campo('usuario').id}
              variante="bitacora"
              ariaLabel="Usuario"
              placeholder={bm.buscarUsuario}
              allowClear
              value={value.usuario || null}
              etiquetaInicial={value.usuarioEtiqueta || undefined}
              onChange={(usuario, item) =>
                set({
                  usuario: usuario ?? 0,
                  usuarioEtiqueta: item ? `${item.codEmpleado} - ${item.nombre}` : '',
                })
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item label="Pantalla" htmlFor="pantalla">
            <SelectBuscable<number>
              {...campo('pantalla')}
              aria-label="Pantalla"
              placeholder="Todas"
              allowClear
              loading={pantallas.isLoading}
              options={(pantallas.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))}
              value={value.pantalla || undefined}
              onChange={(pantalla) => set({ pantalla: pantalla ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item label="Tabla" htmlFor="tabla">
            <TextoInput
              {...campo('tabla')}
              maxLength={TABLA_MAX}
              placeholder="p. ej. cat_sucursales"
              value={value.tabla}
              onChange={(e) => set({ tabla: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item label="Clave" htmlFor="clave">
            <TextoInput
              {...campo('clave')}
              maxLength={CLAVE_MAX}
              value={value.clave}
              onChange={(e) => set({ clave: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <RangoFechas
            desde={{
              etiqueta: 'Desde',
              campo: campo('desde'),
              valor: value.desde,
              onChange: (desde) => set({ desde }),
            }}
            hasta={{
              etiqueta: 'Hasta',
              campo: campo('hasta'),
              valor: value.hasta,
              onChange: (hasta) => set({ hasta }),
            }}
          />
        </Col>
      </Row>
      <Flex wrap gap="small">
        <Button type="primary" icon={<SearchOutlined />} loading={consultando} onClick={onConsultar}>
          Consultar
        </Button>
        <Button onClick={onLimpiar}>Limpiar filtros</Button>
      </Flex>
    </Form>
  );
};
