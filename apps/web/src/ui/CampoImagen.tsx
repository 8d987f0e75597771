import { PictureOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import './CampoImagen.css';

/**
 * A form's image field: the chosen or stored image (or an empty frame), and the button that picks
 * another. Pair it with lib/useImagenElegida (its `vista` and `elegir`) and the form's `campo(...)`.
 */
export const CampoImagen = ({
  campo,
  vista,
  elegir,
  accept,
  alt,
  estilo,
}: {
  campo: { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };
  vista: string;
  elegir: (archivo: File) => boolean;
  accept: string;
  alt: string;
  /** The preview's size (it keeps its proportions inside). */
  estilo?: CSSProperties;
}) => (
  <Space align="start" wrap>
    {vista ? (
      <Image
        src={vista}
        alt={alt}
        style={{ objectFit: 'contain', maxWidth: 280, maxHeight: 160, ...estilo }}
      />
    ) : (
      <div className="campo-imagen-vacio" aria-hidden>
        <PictureOutlined />
      </div>
    )}
    <Upload accept={accept} showUploadList={false} beforeUpload={elegir} maxCount={1}>
      <Button id={campo.id} onKeyDown={campo.onKeyDown}>
        {vista ? 'Cambiar imagen' : 'Seleccionar imagen'}
      </Button>
    </Upload>
  </Space>
);
