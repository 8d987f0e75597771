import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Card, Checkbox, Col, Form, Input, Row } from 'antd';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { NumeroInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useEstatus } from './api';
import { type SeccionArticulo, soloId } from './form';

/** 'Datos generales': codes, descriptions, status, taxes, dimensions and the SAT, SSA and fraction keys. */
export const DatosGeneralesCard = ({ a, r, set, campo = soloId }: SeccionArticulo) => {
  const estatus = useEstatus();
  const dis = !r.cargado;
  return (
    <Card size="small" title="Datos generales" style={{ marginBottom: 12 }}>
      <Row gutter={12}>
        <Col xs={24} md={4}>
          <Form.Item label="Código DIFARMER">
            <Input aria-label="Código DIFARMER" value={a?.codArticulo || ''} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item label="Código cadena">
            <Input aria-label="Código cadena" value={a?.codArticuloFarmasi || (a ? 'Nuevo' : '')} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="Descripción" htmlFor={campo('descripcion').id}>
            <TextoInput
              {...campo('descripcion')}
              maxLength={k.descripcionMax}
              value={a?.descripcion ?? ''}
              disabled={!r.mayorista}
              onChange={(e) => set({ descripcion: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Descripción cadena" htmlFor={campo('descripcionFarmasi').id}>
            <TextoInput
              {...campo('descripcionFarmasi')}
              maxLength={k.descripcionMax}
              value={a?.descripcionFarmasi ?? ''}
              disabled={dis}
              onChange={(e) => set({ descripcionFarmasi: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item label="Estatus cadena" htmlFor={campo('estatus').id}>
            <SelectBuscable
              {...campo('estatus')}
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
            <Form.Item label={d[0]?.toUpperCase() + d.slice(1)} htmlFor={campo(d).id}>
              <NumeroInput
                {...campo(d)}
                aria-label={d}
                decimales={2}
                disabled={dis}
                value={a?.[d] ?? 0}
                onChange={(v) => set({ [d]: v ?? 0 })}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={8} md={3}>
          <Form.Item label="SubColectivo" htmlFor={campo('colectivo').id}>
            <NumeroInput
              {...campo('colectivo')}
              aria-label="SubColectivo"
              disabled={dis}
              value={a?.colectivo ?? 0}
              onChange={(v) => set({ colectivo: v ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Código SAT" htmlFor={campo('codigoSAT').id}>
            <TextoInput
              {...campo('codigoSAT')}
              maxLength={k.codigoSatMax}
              value={a?.codigoSAT ?? ''}
              disabled={!r.codigoSat}
              onKeyDown={(e) => {
                digitsKey(e);
                campo('codigoSAT').onKeyDown?.(e);
              }}
              onChange={(e) => set({ codigoSAT: onlyDigits(e.target.value) })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Registro SSA" htmlFor={campo('registroSSA').id}>
            <TextoInput
              {...campo('registroSSA')}
              maxLength={k.registroSsaMax}
              value={a?.registroSSA ?? ''}
              disabled={!r.mayorista}
              onChange={(e) => set({ registroSSA: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Fracción" htmlFor={campo('fraccion').id}>
            <TextoInput
              {...campo('fraccion')}
              maxLength={k.fraccionMax}
              value={a?.fraccion ?? ''}
              disabled={!r.mayorista}
              onChange={(e) => set({ fraccion: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};
