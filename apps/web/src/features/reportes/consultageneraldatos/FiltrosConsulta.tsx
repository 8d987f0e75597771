import type {
  LlamadasConsultaGeneral,
  OpcionConsulta,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  type CampoBusqueda,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { Col, Collapse, Form, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent, ReactNode } from 'react';
import { DateInput } from '@/ui/DateInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useCombo } from './api';
import { FiltroDato } from './FiltroDato';
import { comoDayjs, type FiltrosConsulta as Filtros } from './lista';

type Campo = (nombre: CampoBusqueda) => { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };

interface Props {
  empresa: 1 | 2;
  llamadas: LlamadasConsultaGeneral;
  opciones: readonly OpcionConsulta[];
  cargandoOpciones: boolean;
  opcion: OpcionConsulta | undefined;
  value: Filtros;
  onChange: (patch: Partial<Filtros>) => void;
  onOpcion: (idOpcion: number) => void;
  campo: Campo;
  hoy: string;
  /** Consultar and Exportar Excel. */
  acciones: ReactNode;
}

/** A filter's column: a date or the combo (`corta`) or a data filter; two per row on a tablet. */
const Celda = ({ children, corta = false }: { children: ReactNode; corta?: boolean }) => (
  <Col xs={24} sm={12} lg={corta ? 6 : 12} xl={corta ? 4 : 6}>
    {children}
  </Col>
);

/**
 * 003 §2.10: the option, then a collapsible 'Filtros' panel with what the option's flags ask for —
 * the dates (future days disabled), up to two data filters (free text or a finder by type) and the
 * special combo (TODOS first) — and the buttons.
 */
export const FiltrosConsulta = ({
  empresa,
  llamadas,
  opciones,
  cargandoOpciones,
  opcion,
  value,
  onChange,
  onOpcion,
  campo,
  hoy,
  acciones,
}: Props) => {
  const combo = useCombo(llamadas, opcion?.comboEspecial ?? 0);
  const maxDate = dayjs(hoy);
  const unDia = opcion?.mostrarFechaInicial && !opcion.mostrarFechaFinal;
  const hayFiltros =
    opcion &&
    (opcion.mostrarFechaInicial ||
      opcion.mostrarFechaFinal ||
      opcion.mostrarSolicitarDato ||
      opcion.mostrarSolicitarDato2 ||
      opcion.comboEspecial > 0);

  const filtros = !opcion ? (
    <Typography.Text type="secondary">Elija una opción para ver sus filtros.</Typography.Text>
  ) : !hayFiltros ? (
    <Typography.Text type="secondary">Esta opción no tiene filtros.</Typography.Text>
  ) : (
    <Row gutter={[12, 0]}>
      {opcion.mostrarFechaInicial && (
        <Celda corta>
          <Form.Item label={unDia ? 'Fecha' : 'Fecha inicial'} htmlFor="fechaInicio">
            <DateInput
              {...campo('fechaInicio')}
              style={{ width: '100%' }}
              value={comoDayjs(value.fechaInicio)}
              onChange={(d) => onChange({ fechaInicio: d ? d.format('YYYY-MM-DD') : '' })}
              maxDate={maxDate}
              mensajeNoPermitida={m.fechaInicialFutura}
            />
          </Form.Item>
        </Celda>
      )}
      {opcion.mostrarFechaFinal && (
        <Celda corta>
          <Form.Item label="Fecha final" htmlFor="fechaFin">
            <DateInput
              {...campo('fechaFin')}
              style={{ width: '100%' }}
              value={comoDayjs(value.fechaFin)}
              onChange={(d) => onChange({ fechaFin: d ? d.format('YYYY-MM-DD') : '' })}
              maxDate={maxDate}
              mensajeNoPermitida={m.fechaFinalFutura}
            />
          </Form.Item>
        </Celda>
      )}
      {opcion.mostrarSolicitarDato && (
        <Celda>
          <Form.Item
            label={opcion.textoSolicitarDato}
            htmlFor="valores"
            required={opcion.solicitarDatoRequerido}
          >
            <FiltroDato
              empresa={empresa}
              filtro={opcion.filtroDato}
              etiqueta={opcion.textoSolicitarDato}
              value={value.valores}
              onChange={(valores) => onChange({ valores })}
              campo={campo('valores')}
            />
          </Form.Item>
        </Celda>
      )}
      {opcion.mostrarSolicitarDato2 && (
        <Celda>
          <Form.Item
            label={opcion.textoSolicitarDato2}
            htmlFor="valores2"
            required={opcion.solicitarDato2Requerido}
          >
            <FiltroDato
              empresa={empresa}
              filtro={opcion.filtroDato2}
              etiqueta={opcion.textoSolicitarDato2}
              value={value.valores2}
              onChange={(valores2) => onChange({ valores2 })}
              campo={campo('valores2')}
            />
          </Form.Item>
        </Celda>
      )}
      {opcion.comboEspecial > 0 && (
        <Celda corta>
          <Form.Item label={opcion.comboEspecialTexto} htmlFor="comboEspecialValor">
            <SelectBuscable<string>
              {...campo('comboEspecialValor')}
              aria-label={opcion.comboEspecialTexto}
              loading={combo.isFetching}
              value={value.comboEspecialValor}
              onChange={(comboEspecialValor) => onChange({ comboEspecialValor })}
              options={(combo.data ?? []).map((o) => ({ value: o.valor, label: o.descripcion }))}
            />
          </Form.Item>
        </Celda>
      )}
    </Row>
  );

  return (
    <Form layout="vertical" component="div">
      <Row gutter={[12, 0]}>
        <Col xs={24} lg={12}>
          <Form.Item label="Opción" htmlFor="idOpcion">
            <SelectBuscable<number>
              {...campo('idOpcion')}
              aria-label="Opción"
              placeholder="Seleccione una opción"
              loading={cargandoOpciones}
              value={value.idOpcion || undefined}
              onChange={onOpcion}
              options={opciones.map((o) => ({ value: o.idOpcion, label: o.descripcion }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Collapse
        defaultActiveKey={['filtros']}
        style={{ marginBottom: 16 }}
        items={[{ key: 'filtros', label: 'Filtros', children: filtros, forceRender: true }]}
      />
      {acciones}
    </Form>
  );
};
