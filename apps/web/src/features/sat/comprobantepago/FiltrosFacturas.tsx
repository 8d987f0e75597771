import { SearchOutlined } from '@ant-design/icons';
import { comprobantePagoMessages as m, rangoOrdenado } from '@farmasi/contracts/sat/comprobantepago';
import { Button, Col, Flex, Form, Row } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { API_DATE_FORMAT } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { warningDialog } from '@/ui/dialogs';
import { RangoFechas } from '@/ui/RangoFechas';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useBuscarFacturas, useFacturasConSaldo } from './api';

const esFecha = (v: string) => v === '' || dayjs(v, API_DATE_FORMAT, true).isValid();

/** The default range: three months up to today (docs/decisions/comprobantes-pago.md). */
export const rangoInicial = (hoy = dayjs()) => ({
  fi: hoy.subtract(3, 'month').format(API_DATE_FORMAT),
  ff: hoy.format(API_DATE_FORMAT),
});

/**
 * The invoice dates searched (in the URL, so a reload shows the same list) and those being typed;
 * 'Buscar' checks both dates (002 §5 'Falta seleccionar una fecha'), swaps a reversed range, asks
 * the server again and says when nothing was found.
 */
export const useFiltrosFacturas = (defectos: { fi: string; ff: string }) => {
  const [vigente, setVigente] = useListaEnUrl(defectos, { fi: esFecha, ff: esFecha });
  const [rango, setRango] = useState(vigente);
  useEffect(() => setRango(vigente), [vigente]);
  const consulta = useFacturasConSaldo(vigente.fi, vigente.ff);
  const buscar = useBuscarFacturas();
  const form = useFormulario({
    campos: ['fi', 'ff'],
    validar: () => {
      const r = rangoOrdenado(rango.fi, rango.ff);
      return 'falla' in r ? r.falla : null;
    },
    enviar: async () => {
      const r = rangoOrdenado(rango.fi, rango.ff);
      if ('falla' in r) return;
      setRango({ fi: r.fi, ff: r.ff });
      const filas = await buscar(r.fi, r.ff);
      setVigente({ fi: r.fi, ff: r.ff });
      if (!filas.length) await warningDialog(m.sinFacturas);
    },
  });
  // A refused search (value false) is shown by the query client; its list is emptied (002 §1).
  const facturas = useMemo(
    () => (consulta.isError ? [] : (consulta.data ?? [])),
    [consulta.isError, consulta.data],
  );
  return { rango, setRango, form, facturas, cargando: consulta.isFetching };
};

export type EstadoFiltros = ReturnType<typeof useFiltrosFacturas>;

/** Invoice date range, the customer among those listed ('Todos'), 'Buscar' and the pending receipts. */
export const FiltrosFacturas = ({
  filtros,
  cliente,
  onCliente,
  pendientes,
}: {
  filtros: EstadoFiltros;
  cliente: number | null;
  onCliente: (codCliente: number | null) => void;
  pendientes: ReactNode;
}) => {
  const { rango, setRango, form, facturas } = filtros;
  const clientes = useMemo(() => {
    const vistos = new Map<number, string>();
    for (const f of facturas) vistos.set(f.codCliente, `${f.nombreCliente} (${f.rfcCliente})`);
    return [...vistos]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [facturas]);
  // A customer no longer listed is not kept as the filter.
  useEffect(() => {
    if (cliente !== null && !clientes.some((c) => c.value === cliente)) onCliente(null);
  }, [cliente, clientes, onCliente]);

  return (
    // Not a <form>: Enter is useFormulario's (it moves between the dates and searches from the last).
    <Form layout="vertical" component="section" aria-label="Filtros de facturas">
      <Row gutter={12} align="bottom">
        <Col xs={24} lg={12}>
          <RangoFechas
            desde={{
              etiqueta: 'Fecha inicial',
              campo: form.campo('fi'),
              valor: rango.fi,
              onChange: (fi) => setRango((r) => ({ ...r, fi })),
            }}
            hasta={{
              etiqueta: 'Fecha final',
              campo: form.campo('ff'),
              valor: rango.ff,
              onChange: (ff) => setRango((r) => ({ ...r, ff })),
            }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="Cliente" htmlFor="cliente">
            <SelectBuscable<number>
              id="cliente"
              aria-label="Cliente"
              value={cliente ?? 0}
              options={[{ value: 0, label: 'Todos los clientes' }, ...clientes]}
              onChange={(v) => onCliente(v ? v : null)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex wrap gap="small">
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={form.ocupado}
          onClick={() => void form.enviar()}
        >
          Buscar
        </Button>
        {pendientes}
      </Flex>
    </Form>
  );
};
