import {
  type ArticuloMarca,
  type Marca,
  marcasMessages as m,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Empty, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ListaOrdenable } from '@/ui/ListaOrdenable';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useArticulosMarca, useGuardarOrden } from './api';

/** 'Orden de artículos': the brand's articles dragged (or moved) into place, saved as ordenProveedor 1..n. */
export const OrdenArticulosModal = ({ marca, onClose }: { marca: Marca; onClose: () => void }) => {
  const id = marca.idCatProveedoresMarcasEnc;
  const consulta = useArticulosMarca(id);
  const [articulos, setArticulos] = useState<ArticuloMarca[] | null>(null);
  useEffect(() => {
    if (consulta.data && articulos === null) setArticulos(consulta.data);
  }, [consulta.data, articulos]);
  const guardar = useGuardarOrden();
  const form = useFormulario<never>({
    campos: [],
    enviar: async () => {
      const answer = await guardar.mutateAsync({
        idCatProveedoresMarcasEnc: id,
        articulos: (articulos ?? []).map((a, i) => ({ codArticulo: a.codArticulo, ordenProveedor: i + 1 })),
      });
      successToast(answer.message || m.ordenGuardado);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={720}
      title={`Orden de artículos de ${marca.nombre}`}
    >
      <Typography.Paragraph type="secondary">
        Arrastre un artículo a su lugar, o muévalo con las flechas; el orden se guarda con Guardar.
      </Typography.Paragraph>
      {articulos === null ? (
        <Spin />
      ) : articulos.length ? (
        <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
          <ListaOrdenable
            items={articulos}
            clave={(a) => a.codArticulo}
            nombre={(a) => a.descripcion}
            contenido={(a) => (
              <span>
                <Typography.Text type="secondary">{a.codArticulo}</Typography.Text> {a.descripcion}
              </span>
            )}
            onChange={setArticulos}
          />
        </div>
      ) : (
        <Empty description={m.sinArticulos} />
      )}
    </ModalFormulario>
  );
};
