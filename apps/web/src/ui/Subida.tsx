import { UploadOutlined } from '@ant-design/icons';
import { archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { Button, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { dialogFor } from '@/api';
import { enviarArchivo } from '@/lib/upload';
import { errorDialog, warningDialog } from './dialogs';

export interface SubidaProps<T> {
  /** The module's upload route, e.g. `/admin/api/articulos/imagenes`. */
  url: string;
  /** The form field of the file ('archivo' by default). */
  campo?: string;
  /** Text fields sent with the file (the record it belongs to). */
  campos?: Record<string, string>;
  /** What the file dialog offers, e.g. '.jpg,.jpeg,.png,.webp'. */
  accept?: string;
  /** MIME types checked before sending (the server checks them again, by content). */
  tipos?: readonly string[];
  /** Largest size in bytes, checked before sending (and again by the server). */
  tamanoMaximo?: number;
  /** The screen's texts for a wrong type or size; the spec's by default. */
  mensajes?: { tipo?: string; tamano?: string };
  /** The button's text. */
  texto?: string;
  disabled?: boolean;
  /** The envelope's data and message of a successful upload. */
  onSubido: (data: T, message: string) => void;
}

/**
 * The one upload of the app: picks a file (antd Upload), checks type and size before sending,
 * sends it with progress, and shows a refusal as every call does. The button is busy meanwhile,
 * so a second file cannot start over the first.
 */
export const Subida = <T,>({
  url,
  campo,
  campos,
  accept,
  tipos,
  tamanoMaximo,
  mensajes,
  texto = m.seleccionar,
  disabled,
  onSubido,
}: SubidaProps<T>) => {
  const [progreso, setProgreso] = useState<number | null>(null);

  const subir = async (archivo: File) => {
    if (tipos && !tipos.includes(archivo.type)) return warningDialog(mensajes?.tipo ?? m.tipoIncorrecto);
    if (tamanoMaximo !== undefined && archivo.size > tamanoMaximo)
      return warningDialog(mensajes?.tamano ?? m.tamanoIncorrecto);
    setProgreso(0);
    try {
      const respuesta = await enviarArchivo<T>(url, archivo, {
        ...(campo ? { campo } : {}),
        ...(campos ? { campos } : {}),
        onProgreso: (f) => setProgreso(Math.round(f * 100)),
      });
      setProgreso(null);
      onSubido(respuesta.data as T, respuesta.message);
    } catch (error) {
      setProgreso(null);
      const dialogo = dialogFor(error);
      if (dialogo) await (dialogo.severity === 'error' ? errorDialog : warningDialog)(dialogo.message);
    }
  };

  const ocupado = progreso !== null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Upload
        accept={accept}
        multiple={false}
        showUploadList={false}
        disabled={disabled || ocupado}
        beforeUpload={(archivo) => {
          void subir(archivo);
          // The file is sent by subir (progress, token, envelope), never by antd's own request.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={ocupado} disabled={disabled}>
          {texto}
        </Button>
      </Upload>
      {ocupado && (
        <div>
          <Typography.Text type="secondary">{m.subiendo}</Typography.Text>
          <Progress percent={progreso} size="small" aria-label={m.subiendo} />
        </div>
      )}
    </div>
  );
};
