import {
  type FacturaAPagar,
  type NotaCredito,
  notasExceden,
} from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  gestionPagoMessages as m,
  VENCIMIENTO,
  type Vencimiento,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useListaEnUrl, useTextoDeUrl } from '@/lib/useListaEnUrl';
import { BotonAccion } from '@/ui/BotonAccion';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useDocumentosAPagar, useProcesoPago } from './api';
import { FiltrosFacturas } from './FiltrosFacturas';
import { Resumen } from './Resumen';
import {
  type Filtros,
  filtrarFacturas,
  filtrarNotas,
  limpiarTodas,
  marcarFactura,
  marcarNota,
  marcarTodasFacturas,
  marcarTodasNotas,
  type Resultado,
  resumen,
  type Seleccion,
  SIN_SELECCION,
} from './seleccion';
import { TablaFacturas } from './TablaFacturas';
import { TablaNotas } from './TablaNotas';

const VENCES: readonly string[] = Object.values(VENCIMIENTO);
const ORDEN = {
  ordenable: ['fechaSubida', 'fechaFactura'],
  ordenInicial: { campo: 'fechaSubida', direccion: 'asc' },
} as const;

/**
 * S33 step 1, invoices to pay (002 §2, §4, §5): filters, the summary of the ticked rows, the invoices
 * and credit-notes tables with the selection rules, 'Proceso de pago' and 'Comprobante de pago'.
 */
export const PasoFacturas = ({ onComprobantes }: { onComprobantes: () => void }) => {
  const [lista, setLista, orden] = useListaEnUrl(
    { folio: '', marca: '', vence: VENCIMIENTO.todos as string },
    { folio: (f) => /^\d{0,9}$/.test(f), vence: (v) => VENCES.includes(v) },
    { ordenable: [...ORDEN.ordenable], ordenInicial: { ...ORDEN.ordenInicial } },
  );
  // The boxes keep their own text: fed back from the URL, fast typing would lose characters. Every
  // change of the URL's text is the box's own (the list filters as typed), but Back and Forward.
  const [folio, setFolio] = useTextoDeUrl(lista.folio, () => true);
  const [marca, setMarca] = useTextoDeUrl(lista.marca, () => true);
  const filtros: Filtros = useMemo(
    () => ({ folio, marca, vence: lista.vence as Vencimiento }),
    [folio, marca, lista.vence],
  );
  const documentos = useDocumentosAPagar();
  const proceso = useProcesoPago();
  const [seleccion, setSeleccion] = useState<Seleccion>(SIN_SELECCION);
  const facturas = documentos.data?.facturasAPagar ?? [];
  const notas = documentos.data?.notasCredito ?? [];
  const visiblesF = useMemo(() => filtrarFacturas(facturas, filtros), [facturas, filtros]);
  const visiblesN = useMemo(() => filtrarNotas(notas, filtros), [notas, filtros]);
  const totales = resumen(seleccion, facturas, notas);

  /** A refused tick is undone (the selection stays as it was) and the spec's message shown. */
  const aplicar = (r: Resultado) => {
    if (r.error !== undefined) void warningDialog(r.error);
    else setSeleccion(r.seleccion);
  };
  const cambiarFiltros = (cambio: Partial<Filtros>) => {
    // 'Todos' in the due filter clears both select-all boxes (002 §4).
    if (cambio.vence === VENCIMIENTO.todos) setSeleccion((s) => limpiarTodas(s));
    if (cambio.folio !== undefined) setFolio(cambio.folio);
    if (cambio.marca !== undefined) setMarca(cambio.marca);
    setLista(cambio, { replace: cambio.vence === undefined });
  };

  const procesar = async () => {
    const elegidasF = facturas.filter((f) => seleccion.facturas.has(f.idFacturasProveedores));
    const elegidasN = notas.filter((n) => seleccion.notas.has(n.idFacturasProveedoresNotaCredito));
    if (
      notasExceden(
        elegidasF.map((f) => f.importe),
        elegidasN.map((n) => n.importe),
      )
    )
      return void (await warningDialog(m.notasExceden));
    if (!(await confirmDialog(m.confirmarProceso))) return;
    try {
      const r = await proceso.mutateAsync({
        idFacturasProveedores: elegidasF.map((f) => f.idFacturasProveedores),
        idFacturasProveedoresNotaCredito: elegidasN.map((n) => n.idFacturasProveedoresNotaCredito),
      });
      successToast(r.message);
    } finally {
      // Done or refused (someone processed them first): the list is read again, nothing stays ticked.
      setSeleccion(SIN_SELECCION);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <FiltrosFacturas value={filtros} onChange={cambiarFiltros} />
        <Resumen {...totales} />
        <Space wrap style={{ marginTop: 16 }}>
          {seleccion.facturas.size > 0 && (
            <BotonAccion type="primary" onClick={procesar}>
              Proceso de pago
            </BotonAccion>
          )}
          <Button onClick={onComprobantes}>Comprobante de pago</Button>
          {seleccion.fijado && (
            <Typography.Text type="secondary" data-testid="proveedor-fijado">
              {seleccion.fijado.proveedor} · {seleccion.fijado.estado || 'Sin estado'}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <Card title="Facturas" styles={{ body: { padding: 12 } }}>
        <TablaFacturas
          filas={visiblesF}
          marcadas={seleccion.facturas}
          todas={seleccion.todasFacturas}
          cargando={documentos.isFetching}
          orden={orden}
          onMarcar={(f: FacturaAPagar, marcado) => aplicar(marcarFactura(seleccion, f, marcado, facturas))}
          onTodas={(marcado) => aplicar(marcarTodasFacturas(seleccion, visiblesF, marcado, facturas))}
        />
      </Card>
      <Card title="Notas de crédito" styles={{ body: { padding: 12 } }}>
        <TablaNotas
          filas={visiblesN}
          marcadas={seleccion.notas}
          todas={seleccion.todasNotas}
          cargando={documentos.isFetching}
          onMarcar={(n: NotaCredito, marcado) => aplicar(marcarNota(seleccion, n, marcado))}
          onTodas={(marcado) => aplicar(marcarTodasNotas(seleccion, visiblesN, marcado))}
        />
      </Card>
    </Flex>
  );
};
