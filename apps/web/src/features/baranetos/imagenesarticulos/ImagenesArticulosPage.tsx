import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type ImagenArticulo,
  imagenesArticulosMessages as m,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { buscarArticulosBaranetos } from '@farmasi/contracts/catalogos/buscadores';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Space, Spin } from 'antd';
import { useState } from 'react';
import { callData } from '@/api';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { BuscadorArticuloBaranetos } from '@/ui/buscadores';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { RejillaImagenes } from '@/ui/RejillaImagenes';
import { useEliminarImagen, useGuardarOrden, useImagenes, useRecargarImagenes, useTamanoMaximo } from './api';
import { HistorialImagen, HistorialOrdenImagenes } from './historial';
import { SubirImagenesModal } from './SubirImagenesModal';

/** The chosen article's description after a reload (the URL keeps only its code). */
const useArticulo = (codArticulo: number) =>
  useQuery({
    queryKey: ['imagenesarticulos', 'articulo', codArticulo],
    queryFn: async ({ signal }) =>
      (await callData(buscarArticulosBaranetos, { params: { texto: String(codArticulo) }, signal })).find(
        (a) => a.codArticulo === codArticulo,
      ) ?? null,
    enabled: codArticulo > 0,
  });

/** S11 'Imágenes Artículos': an article's photos, uploaded (up to 10 at once), ordered, removed. */
export const ImagenesArticulosPage = () => {
  const [{ articulo: codArticulo }, setLista] = useListaEnUrl({ articulo: 0 });
  const articulo = useArticulo(codArticulo).data ?? null;
  const imagenes = useImagenes(codArticulo > 0 ? codArticulo : null);
  const tamano = useTamanoMaximo();
  const eliminar = useEliminarImagen();
  const ordenar = useGuardarOrden();
  const recargar = useRecargarImagenes();
  const [subiendo, setSubiendo] = useState(false);
  const lista = imagenes.data ?? [];

  const onEliminar = async (imagen: ImagenArticulo) => {
    if (!(await confirmDialog(m.deseaEliminar))) return;
    const answer = await eliminar.mutateAsync(imagen.idCatArticulosImagenes);
    successToast(answer.message || m.eliminada);
  };

  // A move is saved at once, renumbered 1..n by position (001 §4).
  const onOrden = (nuevas: ImagenArticulo[]) =>
    void ordenar.mutateAsync(
      nuevas.map((x, i) => ({ idCatArticulosImagenes: x.idCatArticulosImagenes, orden: i + 1 })),
    );

  return (
    <Card>
      <Space wrap align="end" style={{ marginBottom: 16, width: '100%' }}>
        <Form.Item label="Artículo" htmlFor="articulo" style={{ marginBottom: 0 }}>
          <BuscadorArticuloBaranetos
            id="articulo"
            allowClear
            value={codArticulo || null}
            elegido={articulo}
            style={{ width: 420, maxWidth: 'calc(100vw - 96px)' }}
            onChange={(codigo) => setLista({ articulo: codigo ?? 0 })}
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={!articulo || !tamano.data}
          onClick={() => setSubiendo(true)}
        >
          Cargar imágenes
        </Button>
        {lista.length > 0 && <HistorialOrdenImagenes codArticulo={codArticulo} />}
      </Space>
      {codArticulo === 0 ? (
        <Empty description="Busque un artículo para ver sus imágenes" />
      ) : imagenes.isPending ? (
        <Spin />
      ) : lista.length ? (
        <Spin spinning={ordenar.isPending || eliminar.isPending}>
          <RejillaImagenes
            items={lista}
            clave={(x) => x.idCatArticulosImagenes}
            nombre={(x) => `imagen ${x.orden}`}
            imagen={(x) => ({ src: x.url, alt: `Imagen ${x.orden} de ${codArticulo}` })}
            proporcion="1"
            acciones={[
              {
                clave: 'eliminar',
                etiqueta: 'Eliminar',
                icono: <DeleteOutlined />,
                danger: true,
                onClick: onEliminar,
              },
            ]}
            extra={(x) => <HistorialImagen x={x} />}
            onChange={onOrden}
          />
        </Spin>
      ) : (
        <Empty description={m.sinImagenes} />
      )}
      {subiendo && articulo && tamano.data && (
        <SubirImagenesModal
          articulo={{ codArticulo: articulo.codArticulo, descripcion: articulo.descripcion }}
          tamanoMaximoMb={tamano.data.tamanoMaximoMb}
          onClose={(huboCambios) => {
            setSubiendo(false);
            if (huboCambios) void recargar(articulo.codArticulo);
          }}
        />
      )}
    </Card>
  );
};
