import {
  comprobantePagoMessages as m,
  type ResultadoTimbradoPago,
  TOAST_COMPROBANTE_S,
} from '@farmasi/contracts/sat/comprobantepago';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '@/api';
import { abrirVentana, guardarBase64, mostrarPdf } from '@/lib/download';
import { errorDialog, successToast } from '@/ui/dialogs';
import { usePdfPago, useTimbrarPago, useXmlPago } from './api';

/** The PDF's pop-up window: a letter page at a readable size. */
export const VENTANA_PDF = { ancho: 900, alto: 1000 };

/** 'Hubo un error al…' (002 §8) with the reason underneath (the PAC's or the server's message). */
export const conMotivo = (titulo: string, motivo: string | null | undefined, nota?: ReactNode) => (
  <>
    <Typography.Paragraph style={{ marginBottom: motivo || nota ? 8 : 0 }}>{titulo}</Typography.Paragraph>
    {motivo && (
      <Typography.Paragraph type="secondary" style={{ marginBottom: nota ? 8 : 0 }}>
        {motivo}
      </Typography.Paragraph>
    )}
    {nota && <Typography.Paragraph style={{ marginBottom: 0 }}>{nota}</Typography.Paragraph>}
  </>
);

const NOTA_PENDIENTE =
  'El comprobante quedó guardado sin timbrar: puede generarlo después desde los comprobantes pendientes o desde la reimpresión.';

/** The PAC's or the server's reason of a failed stamping. */
const motivoDe = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const data = (error.body as { data?: Partial<ResultadoTimbradoPago> } | null)?.data;
  return data?.mensaje || error.message;
};

/**
 * A receipt's actions, the same on both screens: stamp it ('Generar': the 3 s toast 'Factura
 * generada correctamente', or 'Hubo un error al generar la factura' with the PAC's message), print
 * its PDF in a pop-up opened on the click, download its stamped XML.
 */
export const useAccionesComprobante = () => {
  const timbrar = useTimbrarPago();
  const pdf = usePdfPago();
  const xml = useXmlPago();

  /** Stamps; true when stamped. `ventana`, opened on the click, then shows its PDF (or is closed). */
  const generar = async (idPago: number, ventana: Window | null = null): Promise<boolean> => {
    try {
      await timbrar.mutateAsync(idPago);
    } catch (error) {
      ventana?.close();
      if (isApiError(error) && (error.kind === 'session' || error.kind === 'aborted')) return false;
      await errorDialog(conMotivo(m.errorTimbrar, motivoDe(error), NOTA_PENDIENTE));
      return false;
    }
    successToast(m.timbrado, TOAST_COMPROBANTE_S);
    if (ventana) await imprimir(idPago, ventana);
    return true;
  };

  /** Shows the PDF in the window opened for it (a new one when none was). */
  const imprimir = async (idPago: number, ventana: Window | null = abrirVentana(VENTANA_PDF)) => {
    try {
      mostrarPdf(ventana, await pdf.mutateAsync(idPago));
    } catch {
      // The query client has shown why (a refusal as a warning, a fault as an error).
      ventana?.close();
    }
  };

  const descargarXml = async (idPago: number) => {
    const r = await xml.mutateAsync(idPago).catch(() => null);
    if (r) guardarBase64(r.base64XML, r.archivoXML, 'application/xml');
  };

  return { generar, imprimir, descargarXml };
};
