import {
  EMPRESA_POR_DEFECTO,
  generarPolizasMessages as m,
  polizaBody,
  TIPOS_POLIZA,
} from '@farmasi/contracts/contabilidad/generar-polizas';
import { Button, Card, Col, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '@/api';
import { fallaDeEsquema, useFormulario } from '@/lib/useFormulario';
import { DateInput } from '@/ui/DateInput';
import { warningDialog } from '@/ui/dialogs';
import { NumeroInput } from '@/ui/NumeroInput';
import { descargarPoliza, useEmpresasPoliza } from './api';

type Campo = 'fechaInicio' | 'fechaFin' | 'poliza' | 'empresa' | 'folio';
const CAMPOS: Campo[] = ['fechaInicio', 'fechaFin', 'poliza', 'empresa', 'folio'];

interface Valores {
  fechaInicio: Dayjs | null;
  fechaFin: Dayjs | null;
  poliza: number;
  empresa: number;
  folio: number | null;
}

const aFecha = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

/**
 * S24 'Generar Polizas': De and Al (today by default), the type, the company (1 by default) and the
 * folio (0 by default); Generar downloads the CONTPAQi TXT of the call the spec's rule picks.
 */
export const GenerarPolizasPage = () => {
  const [valores, setValores] = useState<Valores>(() => ({
    fechaInicio: dayjs(),
    fechaFin: dayjs(),
    poliza: 1,
    empresa: EMPRESA_POR_DEFECTO,
    folio: 0,
  }));
  const empresas = useEmpresasPoliza();
  const cambiar = (v: Partial<Valores>) => setValores((actual) => ({ ...actual, ...v }));
  const cuerpo = () => ({
    fechaInicio: aFecha(valores.fechaInicio),
    fechaFin: aFecha(valores.fechaFin),
    poliza: valores.poliza,
    empresa: valores.empresa,
    folio: valores.folio ?? 0,
  });

  const form = useFormulario<Campo>({
    campos: CAMPOS,
    validar: () => fallaDeEsquema<Campo>(polizaBody, cuerpo()),
    enviar: async () => {
      try {
        await descargarPoliza(polizaBody.parse(cuerpo()));
      } catch (e) {
        // 002 §8: a failed request reads 'No se pudo cargar…'; an answer that is not 200 without a
        // message of its own, 'No se encontro información'. The server's reasons are shown as they are.
        if (isApiError(e) && e.kind === 'network') return void (await warningDialog(m.errorCarga));
        if (isApiError(e) && e.kind === 'status' && !e.body)
          return void (await warningDialog(m.sinInformacion));
        throw e;
      }
    },
  });

  return (
    <Card style={{ maxWidth: 720 }}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="De" htmlFor="fechaInicio">
              <DateInput
                {...form.campo('fechaInicio')}
                value={valores.fechaInicio}
                onChange={(fechaInicio) => cambiar({ fechaInicio })}
                allowClear={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Al" htmlFor="fechaFin">
              <DateInput
                {...form.campo('fechaFin')}
                value={valores.fechaFin}
                onChange={(fechaFin) => cambiar({ fechaFin })}
                allowClear={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Poliza" htmlFor="poliza">
              <Select
                {...form.campo('poliza')}
                value={valores.poliza}
                onChange={(poliza) => cambiar({ poliza })}
                options={TIPOS_POLIZA.map((t) => ({ value: t.id, label: `${t.id} ${t.nombre}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Empresa" htmlFor="empresa">
              <Select
                {...form.campo('empresa')}
                value={valores.empresa}
                loading={empresas.isFetching}
                onChange={(empresa) => cambiar({ empresa })}
                options={(empresas.data ?? []).map((e) => ({ value: e.idCatEmpresa, label: e.descripcion }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Folio" htmlFor="folio">
              <NumeroInput
                {...form.campo('folio')}
                value={valores.folio}
                onChange={(folio) => cambiar({ folio })}
                maxLength={9}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={form.ocupado} onClick={() => void form.enviar()}>
          Generar
        </Button>
      </Form>
    </Card>
  );
};
