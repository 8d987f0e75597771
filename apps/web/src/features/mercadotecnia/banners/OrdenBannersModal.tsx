import { MoreOutlined } from '@ant-design/icons';
import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import {
  type Banner,
  CON_FECHAS_REGLADAS,
  bannersMessages as m,
} from '@farmasi/contracts/mercadotecnia/banners';
import type { MenuProps } from 'antd';
import { Button, Checkbox, Dropdown, Empty, Image, Modal, Space, Spin, Typography } from 'antd';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ListaOrdenable } from '@/ui/ListaOrdenable';
import { useClonarBanner, useEliminarBanner, useOrdenarBanners, useVisibleBanner } from './api';
import { HistorialBanner, HistorialOrdenBanners } from './historial';

const vigencia = (b: Banner) =>
  b.fechaVigenciaInicio === SENTINEL_DATE
    ? 'Sin vigencia'
    : `${formatDate(b.fechaVigenciaInicio)} – ${formatDate(b.fechaVigenciaFin)}`;

/**
 * The gear's modal (001 §2): a section's banners for one device, dragged (or moved with Subir/Bajar)
 * and saved at once; each row's menu (right click, or its ⋯ button): Visible, Ver imagen, Modificar,
 * Clonar (not for E and O), Eliminar. Hidden banners are dimmed. Each row's history is next to its
 * ⋯ button, the section's order's above the list (issue 29).
 */
export const OrdenBannersModal = ({
  titulo,
  tipoBanner,
  tipo,
  banners,
  cargando,
  onModificar,
  onClose,
}: {
  titulo: string;
  tipoBanner: string;
  tipo: string;
  banners: Banner[];
  cargando: boolean;
  onModificar: (b: Banner) => void;
  onClose: () => void;
}) => {
  const idUsuario = useSession()?.idUser ?? 0;
  const ordenar = useOrdenarBanners();
  const visible = useVisibleBanner();
  const clonar = useClonarBanner(idUsuario);
  const eliminar = useEliminarBanner();
  const ocupado =
    cargando || ordenar.isPending || visible.isPending || clonar.isPending || eliminar.isPending;

  const aviso = async (p: Promise<{ message: string }>) => successToast((await p).message);
  const menu = (b: Banner): MenuProps => ({
    items: [
      {
        key: 'visible',
        label: (
          <Checkbox checked={b.visible} tabIndex={-1}>
            Visible
          </Checkbox>
        ),
        onClick: () => void aviso(visible.mutateAsync({ id: b.idCatBanners, visible: !b.visible })),
      },
      { key: 'ver', label: 'Ver imagen', onClick: () => void window.open(b.imagen, '_blank', 'noopener') },
      { key: 'modificar', label: 'Modificar', onClick: () => onModificar(b) },
      ...(CON_FECHAS_REGLADAS.includes(tipoBanner)
        ? []
        : [
            { key: 'clonar', label: 'Clonar', onClick: () => void aviso(clonar.mutateAsync(b.idCatBanners)) },
          ]),
      {
        key: 'eliminar',
        label: 'Eliminar',
        danger: true,
        onClick: async () => {
          if (await confirmDialog(m.deseaEliminar)) await aviso(eliminar.mutateAsync(b.idCatBanners));
        },
      },
    ],
  });

  return (
    <Modal open title={titulo} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <HistorialOrdenBanners tipoBanner={tipoBanner} tipo={tipo} titulo={titulo} />
      </div>
      <Spin spinning={ocupado}>
        {banners.length ? (
          <ListaOrdenable
            items={banners}
            clave={(b) => b.idCatBanners}
            nombre={(b) => `banner ${b.orden}`}
            onChange={(nuevos) =>
              void aviso(
                ordenar.mutateAsync(nuevos.map((b, i) => ({ idCatBanners: b.idCatBanners, orden: i + 1 }))),
              )
            }
            contenido={(b) => (
              <Dropdown trigger={['contextMenu']} menu={menu(b)}>
                <Space className={b.visible ? 'banner-fila' : 'banner-fila banner-oculto'} wrap>
                  <Image
                    src={b.imagen}
                    alt={`Banner ${b.orden}`}
                    width={120}
                    height={48}
                    preview={false}
                    style={{ objectFit: 'cover' }}
                  />
                  <Space orientation="vertical" size={0}>
                    <Typography.Text>{b.visible ? 'Visible' : 'Oculto'}</Typography.Text>
                    <Typography.Text type="secondary">{vigencia(b)}</Typography.Text>
                  </Space>
                  <Dropdown trigger={['click']} menu={menu(b)}>
                    <Button
                      size="small"
                      icon={<MoreOutlined />}
                      aria-label={`Acciones del banner ${b.orden}`}
                    />
                  </Dropdown>
                  <HistorialBanner b={b} titulo={titulo} />
                </Space>
              </Dropdown>
            )}
          />
        ) : (
          <Empty description="La sección no tiene banners" />
        )}
      </Spin>
    </Modal>
  );
};
