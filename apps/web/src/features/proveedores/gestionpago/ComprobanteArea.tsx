import { FilePdfOutlined } from '@ant-design/icons';
import { tamanoLegible } from '@farmasi/contracts/generales/archivos';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { Button, Flex, Typography, Upload } from 'antd';
import { abrirVentana, mostrarPdf } from '@/lib/download';

const MARCO = {
  border: '1px dashed #bfbfbf',
  borderRadius: 8,
  padding: 16,
  minHeight: 96,
  background: '#fafafa',
  width: '100%',
  boxSizing: 'border-box',
} as const;

/** The chosen or stored proof: its name, and a button that opens it in the browser's own viewer. */
const Archivo = ({ nombre, detalle, onVer }: { nombre: string; detalle: string; onVer: () => void }) => (
  <Flex gap={12} align="center" wrap>
    <FilePdfOutlined style={{ fontSize: 36, color: '#cf1322' }} aria-hidden />
    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
      <Typography.Text strong ellipsis={{ tooltip: nombre }}>
        {nombre}
      </Typography.Text>
      <Typography.Text type="secondary">{detalle}</Typography.Text>
    </Flex>
    <Button
      onClick={(e) => {
        e.stopPropagation();
        onVer();
      }}
    >
      Ver PDF
    </Button>
  </Flex>
);

/**
 * 002 §2 PDF area of 'Detalle pago de facturas'. In process (PP): a frame that chooses the proof when
 * clicked (checked at once by the caller's `elegir`), showing the chosen file. Paid (P): the stored
 * proof, or that there was none. The page's policy forbids framing a PDF, so it opens in a new tab.
 */
export const ComprobanteArea = (
  p:
    | { modo: 'elegir'; archivo: File | null; vista: string; elegir: (f: File) => boolean }
    | { modo: 'ver'; base64: string; nombre: string },
) => {
  if (p.modo === 'ver')
    return (
      <section style={MARCO} aria-label="Comprobante de pago">
        {p.base64 ? (
          <Archivo
            nombre={p.nombre || 'comprobante.pdf'}
            detalle="Comprobante enviado al proveedor"
            onVer={() => mostrarPdf(abrirVentana({ ancho: 900, alto: 700 }), p.base64)}
          />
        ) : (
          <Typography.Text type="secondary">{m.sinComprobante}</Typography.Text>
        )}
      </section>
    );
  return (
    <Upload
      accept="application/pdf,.pdf"
      showUploadList={false}
      beforeUpload={p.elegir}
      style={{ display: 'block', width: '100%' }}
    >
      <div id="gp-comprobante" style={{ ...MARCO, cursor: 'pointer' }}>
        {p.archivo ? (
          <Archivo
            nombre={p.archivo.name}
            detalle={`${tamanoLegible(p.archivo.size)} · haga clic para cambiarlo`}
            onVer={() => window.open(p.vista, '_blank', 'noopener')}
          />
        ) : (
          <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: 88 }}>
            <FilePdfOutlined style={{ fontSize: 32, color: '#8c8c8c' }} aria-hidden />
            <Typography.Text>{m.elegirPdf}</Typography.Text>
            <Typography.Text type="secondary">Opcional · PDF de hasta 5 MB</Typography.Text>
          </Flex>
        )}
      </div>
    </Upload>
  );
};
