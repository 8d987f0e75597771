import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Row } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { BuscadorSucursal } from '@/ui/buscadores';
import { RangoFechas } from '@/ui/RangoFechas';
import type { FiltrosFacturas as Filtros } from './lista';

type Campo = { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };

interface Props {
  value: Filtros;
  onChange: (value: Filtros) => void;
  campo: (nombre: 'fechaInicio' | 'fechaFin') => Campo;
  onConsultar: () => void;
  consultando: boolean;
  /** 'Exportar Excel', beside Consultar. */
  exportar: ReactNode;
}

const TODAS = [{ value: 0, label: 'Todas' }];

/** 003 §2.11: the date range, the branch (Todas or one), Consultar and Exportar Excel. */
export const FiltrosFacturas = ({ value, onChange, campo, onConsultar, consultando, exportar }: Props) => {
  const set = (patch: Partial<Filtros>) => onChange({ ...value, ...patch });
  return (
    // Not a <form>: Enter is useFormulario's (it moves between the fields; a native submit from an
    // open calendar would search before the typed date is taken).
    <Form layout="vertical" component="section" aria-label="Filtros del reporte de facturas">
      <Row gutter={12}>
        <Col xs={24} lg={14} xl={12}>
          <RangoFechas
            desde={{
              etiqueta: 'Fecha inicial',
              campo: campo('fechaInicio'),
              valor: value.fechaInicio,
              onChange: (fechaInicio) => set({ fechaInicio }),
            }}
            hasta={{
              etiqueta: 'Fecha final',
              campo: campo('fechaFin'),
              valor: value.fechaFin,
              onChange: (fechaFin) => set({ fechaFin }),
            }}
          />
        </Col>
        <Col xs={24} lg={10} xl={8}>
          <Form.Item label="Sucursal" htmlFor="codSucursal">
            <BuscadorSucursal
              id="codSucursal"
              ariaLabel="Sucursal"
              opcionesFijas={TODAS}
              value={value.codSucursal}
              onChange={(codSucursal) => set({ codSucursal: codSucursal ?? 0 })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex wrap gap="small">
        <Button type="primary" icon={<SearchOutlined />} loading={consultando} onClick={onConsultar}>
          Consultar
        </Button>
        {exportar}
      </Flex>
    </Form>
  );
};
