import { UploadOutlined } from '@ant-design/icons';
import {
  IMAGENES_ACCEPT,
  IMAGENES_POR_CARGA,
  IMAGENES_TIPOS,
  imagenesArticulosMessages as m,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { Button, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useAccion } from '@/lib/useAccion';
import { successToast, warningDialog } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { subirImagen } from './api';

interface Fila {
  clave: string;
  archivo: File;
  progreso: number;
  /** '' pending; the saved or refused text otherwise. */
  resultado: string;
  guardada: boolean;
}

/**
 * Uploads up to 10 images of one article (001 §2, §5): each file is checked as chosen (type, size
 * in KB from the MB parameter), then sent in its own call with its progress; each row ends saved or
 * with its reason, and the summary says whether all were saved.
 */
export const SubirImagenesModal = ({
  articulo,
  tamanoMaximoMb,
  onClose,
}: {
  articulo: { codArticulo: number; descripcion: string };
  tamanoMaximoMb: number;
  onClose: (huboCambios: boolean) => void;
}) => {
  const [filas, setFilas] = useState<Fila[]>([]);
  const { ocupado, ejecutar } = useAccion();
  const tamanoMaximoKb = tamanoMaximoMb * 1000;
  const actualizar = (clave: string, cambio: Partial<Fila>) =>
    setFilas((actuales) => actuales.map((f) => (f.clave === clave ? { ...f, ...cambio } : f)));

  const revisar = (archivo: File): string => {
    if (!(IMAGENES_TIPOS as readonly string[]).includes(archivo.type)) return m.tipoIncorrecto;
    if (archivo.size / 1024 > tamanoMaximoKb) return m.tamanoIncorrecto;
    return '';
  };

  const elegir = (_: File, elegidos: File[]) => {
    // antd calls this once per file with the whole choice: act on the first call only.
    if (_ !== elegidos[0]) return false;
    if (filas.length + elegidos.length > IMAGENES_POR_CARGA) {
      void warningDialog(m.masDeDiez);
      return false;
    }
    setFilas((actuales) => [
      ...actuales,
      ...elegidos.map((archivo, i) => ({
        clave: `${Date.now()}-${i}-${archivo.name}`,
        archivo,
        progreso: 0,
        resultado: revisar(archivo),
        guardada: false,
      })),
    ]);
    return false;
  };

  const guardar = () =>
    ejecutar(async () => {
      let fallas = 0;
      let enviadas = 0;
      for (const f of filas) {
        if (f.guardada) continue;
        if (f.resultado) {
          fallas++;
          continue;
        }
        enviadas++;
        try {
          await subirImagen(f.archivo, articulo, (p) =>
            actualizar(f.clave, { progreso: Math.round(p * 100) }),
          );
          actualizar(f.clave, { progreso: 100, resultado: m.guardada, guardada: true });
        } catch (e) {
          fallas++;
          actualizar(f.clave, { resultado: isApiError(e) ? e.message : m.algunaFallo });
        }
      }
      if (fallas) return void (await warningDialog(m.algunaFallo));
      if (enviadas) {
        successToast(m.guardadas, 5);
        onClose(true);
      }
    });

  return (
    <ModalFormulario
      form={{ enviar: guardar, ocupado }}
      onClose={() => onClose(filas.some((f) => f.guardada))}
      width={720}
      title={`Cargar imágenes de ${articulo.descripcion}`}
    >
      <Upload
        accept={IMAGENES_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={elegir}
        disabled={ocupado}
      >
        <Button icon={<UploadOutlined />} disabled={ocupado}>
          Seleccionar imágenes
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Hasta {IMAGENES_POR_CARGA} imágenes JPG, PNG o WEBP de a lo más{' '}
        {tamanoMaximoKb.toLocaleString('es-MX')} KB cada una.
      </Typography.Paragraph>
      <Table<Fila>
        rowKey="clave"
        size="small"
        pagination={false}
        dataSource={filas}
        locale={{ emptyText: 'No hay imágenes seleccionadas' }}
        columns={[
          { title: 'Archivo', key: 'nombre', render: (_, f) => f.archivo.name, ellipsis: true },
          {
            title: 'Tamaño',
            key: 'tamano',
            width: 90,
            render: (_, f) => `${Math.ceil(f.archivo.size / 1024).toLocaleString('es-MX')} KB`,
          },
          {
            title: 'Resultado',
            key: 'resultado',
            width: '40%',
            render: (_, f) =>
              f.resultado ? (
                <Typography.Text type={f.guardada ? 'success' : 'danger'}>{f.resultado}</Typography.Text>
              ) : (
                <Progress percent={f.progreso} size="small" />
              ),
          },
        ]}
      />
    </ModalFormulario>
  );
};
