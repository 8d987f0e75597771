import { DIAS_VENTAS_INICIO, type VentasInicio } from '@farmasi/contracts/generales/inicio';
import { consultaGeneralPantalla } from '@farmasi/contracts/reportes/consultageneraldatos';
import { Alert, Card, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { GraficaLineas } from '@/ui/graficas';
import { type OpcionPantalla, urlEnMenu } from '../../paleta/opciones';
import { useVentasInicio } from './api';

/** Rows for the chart: one per day, one key per zone. */
export const filasDeVentas = (v: VentasInicio) =>
  v.dias.map((dia, i) =>
    Object.fromEntries([['dia', dia], ...v.zonas.map((z) => [z.zona, z.ventas[i] ?? 0])]),
  );

const diaCorto = (dia: string) => dayjs(dia).format('DD/MMM');

/**
 * Inicio's chart of the chain's net sales by zone and day (last 30 closed days), for users whose menu
 * has the pharmacies' Consulta general de datos (the screen that lists those sales, and its link).
 */
export const VentasPorZona = ({ pantallas }: { pantallas: readonly OpcionPantalla[] }) => {
  const url = urlEnMenu(pantallas, consultaGeneralPantalla.url);
  const ventas = useVentasInicio(url !== null);
  const filas = useMemo(() => (ventas.data ? filasDeVentas(ventas.data) : []), [ventas.data]);
  if (!url) return null;
  const total = ventas.data?.zonas.reduce((s, z) => s + z.ventas.reduce((a, b) => a + b, 0), 0) ?? 0;
  return (
    <section aria-labelledby="inicio-ventas" style={{ marginTop: 24 }}>
      <Typography.Title level={3} id="inicio-ventas" style={{ fontSize: 16 }}>
        Ventas por zona, últimos {DIAS_VENTAS_INICIO} días
      </Typography.Title>
      <Card size="small">
        {ventas.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : ventas.isError ? (
          <Alert type="warning" showIcon title="No se pudieron consultar las ventas." />
        ) : ventas.data.zonas.length === 0 ? (
          <Typography.Paragraph type="secondary">No hay ventas en esos días.</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph data-testid="ventas-total">
              Total: <strong>{formatMoney(total)}</strong> ·{' '}
              <Link to={url}>Ver en Consulta general de datos</Link>
            </Typography.Paragraph>
            <GraficaLineas
              titulo={`Ventas netas por zona y día, últimos ${DIAS_VENTAS_INICIO} días`}
              datos={filas}
              x="dia"
              nombreX="Día"
              series={ventas.data.zonas.map((z) => ({ clave: z.zona, nombre: z.zona }))}
              formato={formatMoney}
              formatoX={diaCorto}
            />
          </>
        )}
      </Card>
    </section>
  );
};
