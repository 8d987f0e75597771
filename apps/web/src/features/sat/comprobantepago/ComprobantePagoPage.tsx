import { FileDoneOutlined } from '@ant-design/icons';
import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { Badge, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '@/api';
import { useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { abrirVentana } from '@/lib/download';
import { useTelefono } from '@/ui/AccionesFila';
import { BotonAccion } from '@/ui/BotonAccion';
import { AvisoModoPrueba } from '@/ui/comprobantes-pago/AvisoModoPrueba';
import {
  conMotivo,
  useAccionesComprobante,
  VENTANA_PDF,
} from '@/ui/comprobantes-pago/useAccionesComprobante';
import { confirmDialog, errorDialog, warningDialog } from '@/ui/dialogs';
import { Money } from '@/ui/Money';
import { useGuardarPago } from './api';
import { FiltrosFacturas, rangoInicial, useFiltrosFacturas } from './FiltrosFacturas';
import { type DatosGenerar, GenerarModal } from './GenerarModal';
import { PendientesModal, usePendientes } from './PendientesModal';
import { TablaFacturas } from './TablaFacturas';
import { fallaAntesDeGenerar, type Importes, idImporte, marcadasDe, totalAPagar } from './validate';

/**
 * S36 'Payment receipt generation' (002 §2): the credit invoices with a balance in a date range,
 * ticked one by one or all at once, each ticked one with the amount it pays (its balance by default)
 * and the payment total; 'Generar comprobante' (one customer, at least one invoice) opens the
 * generate modal; then save → stamp → PDF in a new window → list refreshed, with the spec's messages.
 * The receipts left unstamped are in the second modal.
 */
export const ComprobantePagoPage = () => {
  const filtros = useFiltrosFacturas(rangoInicial());
  const [marcadas, setMarcadas] = useState<ReadonlySet<number>>(new Set());
  const [importes, setImportes] = useState<Importes>({});
  const [cliente, setCliente] = useState<number | null>(null);
  const [generando, setGenerando] = useState(false);
  const [pendientesAbierto, setPendientesAbierto] = useState(false);
  const pendientes = usePendientes();
  const guardar = useGuardarPago();
  const { generar } = useAccionesComprobante();
  const telefono = useTelefono();
  useCambiosSinGuardar(Object.keys(importes).length > 0);

  const todas = filtros.facturas;
  // A new list keeps only the ticks and amounts of the invoices it still has.
  useEffect(() => {
    const ids = new Set(todas.map((f) => f.idFacturaCredito));
    setMarcadas((prev) => new Set([...prev].filter((id) => ids.has(id))));
    setImportes((prev) => Object.fromEntries(Object.entries(prev).filter(([id]) => ids.has(Number(id)))));
  }, [todas]);
  const visibles = useMemo(
    () => (cliente === null ? todas : todas.filter((f) => f.codCliente === cliente)),
    [todas, cliente],
  );
  const lasMarcadas = useMemo(() => marcadasDe(todas, marcadas, importes), [todas, marcadas, importes]);
  const total = totalAPagar(lasMarcadas);

  const marcar = (ids: number[], marcado: boolean) => {
    setMarcadas((prev) => {
      const nuevo = new Set(prev);
      for (const id of ids) marcado ? nuevo.add(id) : nuevo.delete(id);
      return nuevo;
    });
    // An unticked invoice forgets its amount: ticked again, it pays its balance.
    if (!marcado)
      setImportes((prev) =>
        Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.includes(Number(id)))),
      );
  };
  const todasVisiblesMarcadas =
    visibles.length > 0 && visibles.every((f) => marcadas.has(f.idFacturaCredito));
  const algunaVisibleMarcada = visibles.some((f) => marcadas.has(f.idFacturaCredito));

  const abrirGenerar = async () => {
    const falla = fallaAntesDeGenerar(lasMarcadas);
    if (!falla) return setGenerando(true);
    await warningDialog(falla.mensaje);
    if (falla.idFacturaCredito) document.getElementById(idImporte(falla.idFacturaCredito))?.focus();
  };

  const limpiar = () => {
    setGenerando(false);
    setMarcadas(new Set());
    setImportes({});
  };

  /** 002 §4 generation flow: confirm, save, stamp, PDF in a new window, list refreshed (the calls reload it). */
  const onGenerar = async ({ formaPago, fechaPago }: DatosGenerar) => {
    if (!(await confirmDialog(m.confirmar))) return;
    // Opened on the confirmation's click, while the browser still counts it as the user's.
    const ventana = abrirVentana(VENTANA_PDF);
    let idPago: number;
    try {
      const r = await guardar.mutateAsync({
        codCliente: lasMarcadas[0]!.codCliente,
        formaPago,
        fechaPago,
        facturas: lasMarcadas.map((f) => ({
          idFacturaCredito: f.idFacturaCredito,
          importePagado: f.importePagado ?? 0,
        })),
      });
      const guardado = r.data?.[0];
      if (!guardado) throw new Error(m.errorGuardar);
      idPago = guardado.idPago;
    } catch (error) {
      ventana?.close();
      limpiar();
      if (isApiError(error) && (error.kind === 'session' || error.kind === 'aborted')) return;
      await errorDialog(conMotivo(m.errorGuardar, isApiError(error) ? error.message : null));
      return;
    }
    limpiar();
    await generar(idPago, ventana);
  };

  const numPendientes = pendientes.data?.length ?? 0;
  return (
    <>
      <AvisoModoPrueba />
      <Card style={{ marginBottom: 16 }}>
        <FiltrosFacturas
          filtros={filtros}
          cliente={cliente}
          onCliente={setCliente}
          pendientes={
            <Badge count={numPendientes} size="small" overflowCount={99}>
              <Button onClick={() => setPendientesAbierto(true)}>Comprobantes pendientes</Button>
            </Badge>
          }
        />
      </Card>
      <Card
        title="Facturas con saldo"
        extra={
          <Typography.Text type="secondary" data-testid="total-facturas">
            {visibles.length === 1 ? '1 factura' : `${visibles.length} facturas`}
          </Typography.Text>
        }
        styles={{ body: { padding: 12 } }}
      >
        <Flex wrap gap="small" align="center" justify="space-between" style={{ marginBottom: 12 }}>
          <Flex wrap gap="middle" align="center">
            {telefono && (
              <Checkbox
                checked={todasVisiblesMarcadas}
                indeterminate={algunaVisibleMarcada && !todasVisiblesMarcadas}
                disabled={!visibles.length}
                onChange={(e) =>
                  marcar(
                    visibles.map((f) => f.idFacturaCredito),
                    e.target.checked,
                  )
                }
              >
                Marcar todas
              </Checkbox>
            )}
            <span data-testid="total-pago">
              Total a pagar: <Money value={total} />{' '}
              <Typography.Text type="secondary">
                ({lasMarcadas.length === 1 ? '1 factura' : `${lasMarcadas.length} facturas`})
              </Typography.Text>
            </span>
          </Flex>
          <BotonAccion type="primary" icon={<FileDoneOutlined />} onClick={abrirGenerar}>
            Generar comprobante
          </BotonAccion>
        </Flex>
        <TablaFacturas
          facturas={visibles}
          marcadas={marcadas}
          importes={importes}
          cargando={filtros.cargando}
          onMarcar={marcar}
          onImporte={(id, v) => setImportes((prev) => ({ ...prev, [id]: v }))}
        />
      </Card>
      {generando && (
        <GenerarModal
          marcadas={lasMarcadas}
          total={total}
          onGenerar={onGenerar}
          onClose={() => setGenerando(false)}
        />
      )}
      {pendientesAbierto && <PendientesModal onClose={() => setPendientesAbierto(false)} />}
    </>
  );
};
