import { SearchOutlined } from '@ant-design/icons';
import {
  comprobantePagoMessages as m,
  rangoOrdenado,
  SERIE_PAGO_DEFAULT,
} from '@farmasi/contracts/sat/comprobantepago';
import { Button, Card, Col, Form, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { API_DATE_FORMAT } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { AvisoModoPrueba } from '@/ui/comprobantes-pago/AvisoModoPrueba';
import { useBuscarComprobantes, useComprobantesPago, useSeriesPago } from '@/ui/comprobantes-pago/api';
import { TablaComprobantes } from '@/ui/comprobantes-pago/TablaComprobantes';
import { warningDialog } from '@/ui/dialogs';
import { RangoFechas } from '@/ui/RangoFechas';
import { SelectBuscable } from '@/ui/SelectBuscable';

const esFecha = (v: string) => v === '' || dayjs(v, API_DATE_FORMAT, true).isValid();
const TODAS = '*';

interface Filtros {
  fi: string;
  ff: string;
  serie: string;
}

/**
 * S37 'Reimpresión de comprobantes de pago' (002 §2): start and end date (the last month by default,
 * both required, swapped when reversed), series ('BA' by default), 'Buscar'; the receipts with 'PDF'
 * when stamped and 'Generar' when not. The search in force lives in the URL.
 */
export const ReimpresionComprobantePagoPage = () => {
  const defectos = useMemo(
    () => ({
      fi: dayjs().subtract(1, 'month').format(API_DATE_FORMAT),
      ff: dayjs().format(API_DATE_FORMAT),
      serie: SERIE_PAGO_DEFAULT,
    }),
    [],
  );
  const [vigente, setVigente] = useListaEnUrl(defectos, { fi: esFecha, ff: esFecha });
  const [filtros, setFiltros] = useState<Filtros>(vigente);
  // Back and Forward change the search in force: the filters show it again.
  useEffect(() => setFiltros(vigente), [vigente]);
  const cuerpo = (f: Filtros) => ({ fi: f.fi, ff: f.ff, seriePago: f.serie === TODAS ? '' : f.serie });
  const lista = useComprobantesPago(cuerpo(vigente), Boolean(vigente.fi && vigente.ff));
  const buscar = useBuscarComprobantes();
  const series = useSeriesPago();
  const opcionesSerie = [
    ...(series.data ?? []).map((s) => ({ value: s.seriePago, label: `${s.seriePago} - ${s.descripcion}` })),
    { value: TODAS, label: 'Todas las series' },
  ];

  const form = useFormulario({
    campos: ['fi', 'ff', 'serie'],
    validar: () => {
      const r = rangoOrdenado(filtros.fi, filtros.ff);
      return 'falla' in r ? r.falla : null;
    },
    enviar: async () => {
      const r = rangoOrdenado(filtros.fi, filtros.ff);
      if ('falla' in r) return;
      const orden = { ...filtros, fi: r.fi, ff: r.ff };
      setFiltros(orden);
      const filas = await buscar(cuerpo(orden));
      setVigente(orden);
      if (!filas.length) await warningDialog(m.sinComprobantes);
    },
  });

  const filas = lista.isError ? [] : (lista.data ?? []);
  return (
    <>
      <AvisoModoPrueba />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="section" aria-label="Filtros de comprobantes de pago">
          <Row gutter={12} align="bottom">
            <Col xs={24} lg={12}>
              <RangoFechas
                desde={{
                  etiqueta: 'Fecha inicial',
                  campo: form.campo('fi'),
                  valor: filtros.fi,
                  onChange: (fi) => setFiltros((f) => ({ ...f, fi })),
                }}
                hasta={{
                  etiqueta: 'Fecha final',
                  campo: form.campo('ff'),
                  valor: filtros.ff,
                  onChange: (ff) => setFiltros((f) => ({ ...f, ff })),
                }}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item label="Serie" htmlFor="serie">
                <SelectBuscable<string>
                  {...form.campo('serie')}
                  aria-label="Serie"
                  value={filtros.serie}
                  options={opcionesSerie}
                  loading={series.isFetching}
                  onChange={(serie) => setFiltros((f) => ({ ...f, serie: serie ?? SERIE_PAGO_DEFAULT }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item>
                <Button
                  type="primary"
                  icon={<SearchOutlined />}
                  loading={form.ocupado}
                  onClick={() => void form.enviar()}
                >
                  Buscar
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        title="Comprobantes de pago"
        extra={
          <Typography.Text type="secondary" data-testid="total-comprobantes">
            {filas.length === 1 ? '1 comprobante' : `${filas.length} comprobantes`}
          </Typography.Text>
        }
        styles={{ body: { padding: 12 } }}
      >
        <TablaComprobantes
          titulo="Comprobantes de pago"
          filas={filas}
          cargando={lista.isFetching}
          vacia={m.sinComprobantes}
        />
      </Card>
    </>
  );
};
