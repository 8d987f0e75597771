import { CodeOutlined, FilePdfOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ComprobanteLista } from '@farmasi/contracts/sat/comprobantepago';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { AccionesFila, type AccionFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { EstatusTag } from '@/ui/EstatusTag';
import { Money } from '@/ui/Money';
import { useAccionesComprobante } from './useAccionesComprobante';

const COLORES = { T: 'green', P: 'gold' };
export const nombreComprobante = (c: Pick<ComprobanteLista, 'seriePago' | 'folioPago'>) =>
  `${c.seriePago}-${c.folioPago}`;

/**
 * Payment receipts (002 §2 reprint: Folio, Serie, Cliente, Total, Fecha Emisión) with their state
 * and, per row, 'PDF' (and its XML) when stamped or 'Generar' when not; an unstamped one shows the
 * PAC's last message. S37's list and S36's pending receipts.
 */
export const TablaComprobantes = ({
  filas,
  cargando,
  vacia,
  titulo,
  paginacion = true,
  historial,
}: {
  filas: readonly ComprobanteLista[];
  cargando: boolean;
  /** The empty list's text (the spec's). */
  vacia: string;
  /** The table's accessible name. */
  titulo: string;
  paginacion?: boolean;
  /** The row's 'Historial' (issue 29), from the screen that shows it: its last action. */
  historial?: (c: ComprobanteLista) => AccionFila;
}) => {
  const telefono = useTelefono();
  const { generar, imprimir, descargarXml } = useAccionesComprobante();

  const columnas: TableColumnsType<ComprobanteLista> = [
    { title: 'Folio', dataIndex: 'folioPago', align: 'right', width: 80 },
    { title: 'Serie', dataIndex: 'seriePago', width: 70 },
    { title: 'Cliente', dataIndex: 'nomCliente' },
    {
      title: 'Total',
      dataIndex: 'montoPago',
      align: 'right',
      render: (v: number) => <Money value={v} />,
    },
    {
      title: 'Fecha Emisión',
      dataIndex: 'fechaEmision',
      render: (v: string) => <DateText value={v} withTime />,
    },
    {
      title: 'Estado',
      key: 'estado',
      width: 230,
      render: (_: unknown, c) => (
        <Flex
          vertical
          gap={2}
          align="start"
          style={{ maxWidth: 214, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >
          <EstatusTag
            estatus={c.timbrado ? 'T' : 'P'}
            descripcion={c.timbrado ? (c.modoPrueba ? 'Timbrado (prueba)' : 'Timbrado') : 'Sin timbrar'}
            colores={COLORES}
          />
          {!c.timbrado && c.mensajePac && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.mensajePac}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, historial ? 250 : 150),
      render: (_: unknown, c) => (
        <AccionesFila
          titulo={`Acciones del comprobante ${nombreComprobante(c)}`}
          acciones={[
            ...(c.timbrado
              ? [
                  {
                    clave: 'pdf',
                    etiqueta: 'PDF',
                    icono: <FilePdfOutlined />,
                    ariaLabel: `PDF del comprobante ${nombreComprobante(c)}`,
                    onClick: () => imprimir(c.idPago),
                  },
                  {
                    clave: 'xml',
                    etiqueta: 'XML',
                    icono: <CodeOutlined />,
                    ariaLabel: `XML del comprobante ${nombreComprobante(c)}`,
                    onClick: () => descargarXml(c.idPago),
                  },
                ]
              : [
                  {
                    clave: 'generar',
                    etiqueta: 'Generar',
                    icono: <ThunderboltOutlined />,
                    ariaLabel: `Generar el comprobante ${nombreComprobante(c)}`,
                    onClick: () => generar(c.idPago),
                  },
                ]),
            ...(historial ? [historial(c)] : []),
          ]}
        />
      ),
    },
  ];

  return (
    <DataTable<ComprobanteLista>
      aria-label={titulo}
      rowKey="idPago"
      columns={columnas}
      dataSource={[...filas]}
      loading={cargando}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: vacia }}
      // On a phone each receipt is a card: its actions are at hand without scrolling sideways.
      tarjetas="telefono"
      {...(paginacion ? {} : { pagination: { pageSize: 10, hideOnSinglePage: true } })}
    />
  );
};
