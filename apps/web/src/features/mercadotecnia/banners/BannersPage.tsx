import { EyeOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  type Banner,
  DISPOSITIVOS,
  type Dispositivo,
  SECCIONES_BANNER,
  SLOTS_SUCURSALES,
} from '@farmasi/contracts/mercadotecnia/banners';
import { Button, Card, Empty, Space, Spin, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useBanners, useImagenesSucursales } from './api';
import { BannerModal } from './BannerModal';
import { ImagenesSucursalesModal } from './ImagenesSucursalesModal';
import { OrdenBannersModal } from './OrdenBannersModal';
import { VistaPreviaModal } from './VistaPreviaModal';
import './banners.css';

type Seccion = (typeof SECCIONES_BANNER)[number];
type Abierto =
  | { que: 'banner'; seccion: Seccion; banner: Banner | null }
  | { que: 'orden' | 'vista'; seccion: Seccion }
  | { que: 'sucursales' }
  | null;

/** One section of a device: its banners in order (hidden ones dimmed) and its three actions. */
const SeccionBanners = ({
  seccion,
  banners,
  abrir,
}: {
  seccion: Seccion;
  banners: Banner[];
  abrir: (a: Abierto) => void;
}) => (
  <Card
    size="small"
    title={seccion.nombre}
    extra={
      <Space size={4} wrap>
        <Tooltip title="Vista previa">
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`Vista previa de ${seccion.nombre}`}
            onClick={() => abrir({ que: 'vista', seccion })}
          />
        </Tooltip>
        <Tooltip title="Agregar banner">
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={`Agregar banner a ${seccion.nombre}`}
            onClick={() => abrir({ que: 'banner', seccion, banner: null })}
          />
        </Tooltip>
        <Tooltip title="Ordenar y configurar">
          <Button
            size="small"
            icon={<SettingOutlined />}
            aria-label={`Configurar ${seccion.nombre}`}
            onClick={() => abrir({ que: 'orden', seccion })}
          />
        </Tooltip>
      </Space>
    }
  >
    {banners.length ? (
      // A strip that scrolls sideways on a phone: the shell makes it reachable by keyboard.
      <section className="banner-miniaturas caja-desplazable" aria-label={`Banners de ${seccion.nombre}`}>
        {banners.map((b) => (
          <img
            key={b.idCatBanners}
            src={b.imagen}
            alt={`${seccion.nombre} ${b.orden}`}
            className={b.visible ? '' : 'banner-oculto'}
          />
        ))}
      </section>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin banners" />
    )}
  </Card>
);

/** S08 banner manager: both devices' tabs, every section, and the branch images. */
export const BannersPage = () => {
  const [tipo, setTipo] = useState<Dispositivo>('D');
  const [abierto, setAbierto] = useState<Abierto>(null);
  const banners = useBanners();
  const sucursales = useImagenesSucursales();
  const de = (s: Seccion) =>
    (banners.data ?? []).filter((b) => b.tipoBanner === s.tipoBanner && b.tipo === tipo);
  const cerrar = () => setAbierto(null);

  const seccion = (s: Seccion) => (
    <SeccionBanners key={s.tipoBanner} seccion={s} banners={de(s)} abrir={setAbierto} />
  );
  const imagenesSucursales = (
    <Card
      key="sucursales"
      size="small"
      title="Conoce nuestras sucursales"
      extra={
        <Button
          size="small"
          icon={<SettingOutlined />}
          aria-label="Configurar Conoce nuestras sucursales"
          onClick={() => setAbierto({ que: 'sucursales' })}
        />
      }
    >
      <Space wrap>
        {(sucursales.data ?? [])
          .filter((i) => (SLOTS_SUCURSALES as readonly number[]).includes(i.idCatImagenesSucursales))
          .map((i) => (
            <a
              key={i.idCatImagenesSucursales}
              href={i.url || undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {i.imagen ? (
                <img
                  src={i.imagen}
                  alt={`Sucursales ${i.idCatImagenesSucursales}`}
                  className="banner-sucursal"
                />
              ) : (
                <span className="banner-marcador banner-sucursal">Imagen {i.idCatImagenesSucursales}</span>
              )}
            </a>
          ))}
      </Space>
    </Card>
  );
  // 001 §2's order: Publicidad, Costo de consulta, Efemerides, Ofertas, branch images, Facturación.
  const [c1, cl, e, o, fl] = SECCIONES_BANNER;
  const contenido = (
    <Spin spinning={banners.isPending}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {[seccion(c1), seccion(cl), seccion(e), seccion(o), imagenesSucursales, seccion(fl)]}
      </Space>
    </Spin>
  );

  return (
    <Card>
      <Tabs
        activeKey={tipo}
        onChange={(k) => setTipo(k as Dispositivo)}
        items={DISPOSITIVOS.map((d) => ({
          key: d.tipo,
          label: d.nombre,
          children: d.tipo === tipo ? contenido : null,
        }))}
      />
      {abierto?.que === 'banner' && (
        <BannerModal seccion={abierto.seccion} tipo={tipo} banner={abierto.banner} onClose={cerrar} />
      )}
      {abierto?.que === 'orden' && (
        <OrdenBannersModal
          titulo={`${abierto.seccion.nombre} (${tipo === 'D' ? 'Escritorio' : 'Mobile'})`}
          tipoBanner={abierto.seccion.tipoBanner}
          tipo={tipo}
          banners={de(abierto.seccion)}
          cargando={banners.isFetching}
          onModificar={(b) => setAbierto({ que: 'banner', seccion: abierto.seccion, banner: b })}
          onClose={cerrar}
        />
      )}
      {abierto?.que === 'vista' && (
        <VistaPreviaModal seccion={abierto.seccion} tipo={tipo} onClose={cerrar} />
      )}
      {abierto?.que === 'sucursales' && sucursales.data && (
        <ImagenesSucursalesModal imagenes={sucursales.data} onClose={cerrar} />
      )}
    </Card>
  );
};
