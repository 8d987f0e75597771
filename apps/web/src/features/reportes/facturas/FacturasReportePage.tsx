import {
  consultaFacturasReporte,
  EXPORTAR_PREFIJO,
  FACTURAS_POR_PAGINA,
  type FacturaCorte,
  fallaRangoFacturas,
  facturasReporteMessages as fm,
} from '@farmasi/contracts/reportes/facturas';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { formatDate, formatMoney } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import type { PaginacionServidor } from '@/ui/DataTable';
import { infoDialog } from '@/ui/dialogs';
import { type ExportarConfig, ExportarExcelButton } from '@/ui/ExportarExcel';
import { GraficaDeLista } from '@/ui/graficas/GraficaDeLista';
import { useConsultar, useFacturasReporte } from './api';
import { DetalleFacturaModal } from './DetalleFacturaModal';
import { FacturasTabla } from './FacturasTabla';
import { FiltrosFacturas } from './FiltrosFacturas';
import { cuerpoDe, filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR } from './lista';

/**
 * S51 'Facturas' (003 §2.11): the invoices whose amount differs from the cut they cover by more
 * than 0.01, by date range and branch; above 0.1 in red with the invoice's detail; 'Exportar Excel'
 * writes the whole result as VentasPorCorte_yyyymmdd_hhmmss.csv. The search in force and its page
 * live in the URL (the default range, a month up to today, is shown on opening).
 */
export const FacturasReportePage = () => {
  const [lista, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [filtros, setFiltros] = useState(vigente);
  // Back and Forward change the search in force: the filters show it again.
  useEffect(() => setFiltros(vigente), [vigente]);
  const body = useMemo(() => cuerpoDe(vigente, lista.pagina), [vigente, lista.pagina]);
  const consulta = useFacturasReporte(body);
  const consultar = useConsultar();
  const [detalle, setDetalle] = useState<FacturaCorte | null>(null);

  const form = useFormulario({
    campos: ['fechaInicio', 'fechaFin', 'codSucursal'],
    validar: () => fallaRangoFacturas(filtros),
    enviar: async () => {
      const datos = await consultar(cuerpoDe(filtros, 1));
      setLista({ ...filtros, pagina: 1 });
      if (datos.totalRegistros === 0) await infoDialog(fm.sinDatos);
    },
  });

  // A refused search (value false) is shown by the query client; its list is emptied (003 §8).
  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.totalRegistros ?? 0;
  const paginacion: PaginacionServidor = {
    pagina: lista.pagina,
    porPagina: FACTURAS_POR_PAGINA,
    total,
    onPagina: (pagina) => setLista({ pagina }),
  };
  const exportar: ExportarConfig = {
    archivo: () => `${EXPORTAR_PREFIJO}_${dayjs().format('YYYYMMDD_HHmmss')}`,
    etiqueta: 'Exportar Excel',
    siVacia: fm.sinDatos,
    endpoint: consultaFacturasReporte,
    body: cuerpoDe(vigente, 1),
  };

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <FiltrosFacturas
          value={filtros}
          onChange={setFiltros}
          campo={form.campo}
          onConsultar={() => void form.enviar()}
          consultando={form.ocupado}
          exportar={
            <ExportarExcelButton config={exportar} vacia={total === 0} cargando={consulta.isFetching} />
          }
        />
      </Card>
      <Card
        title="Facturas con diferencia"
        extra={
          <Typography.Text type="secondary" data-testid="total-facturas">
            {total === 1 ? '1 factura' : `${total.toLocaleString('en-US')} facturas`}
          </Typography.Text>
        }
        styles={{ body: { padding: 12 } }}
      >
        <GraficaDeLista
          titulo="Importe del corte y de la factura de las facturas de esta página"
          datos={(datos?.facturas ?? []).map((f) => ({
            fila: `${f.codSucursal} · ${formatDate(f.fecha)}`,
            importeCorte: f.importeCorte,
            importeFactura: f.importeFactura,
            diferencia: f.diferencia,
          }))}
          x="fila"
          nombreX="Sucursal y fecha"
          series={[
            { clave: 'importeCorte', nombre: 'Importe corte' },
            { clave: 'importeFactura', nombre: 'Importe factura' },
            { clave: 'diferencia', nombre: 'Diferencia' },
          ]}
          formato={formatMoney}
        />
        <FacturasTabla
          facturas={datos?.facturas ?? []}
          loading={consulta.isFetching}
          paginacion={paginacion}
          onDetalle={setDetalle}
        />
      </Card>
      <DetalleFacturaModal fila={detalle} onClose={() => setDetalle(null)} />
    </>
  );
};
