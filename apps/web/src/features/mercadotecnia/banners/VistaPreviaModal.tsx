import { CARRUSEL_MS, type Dispositivo } from '@farmasi/contracts/mercadotecnia/banners';
import { Carousel, Modal, Spin } from 'antd';
import { useVistaPrevia } from './api';

/**
 * A section as the public site shows it now (001 §2): a mock page whose carousel turns every 3000 ms
 * through the visible banners in force on the device; a placeholder when there is none (id 0).
 */
export const VistaPreviaModal = ({
  seccion,
  tipo,
  onClose,
}: {
  seccion: { nombre: string; lista: string; tipoBanner: string };
  tipo: Dispositivo;
  onClose: () => void;
}) => {
  const vista = useVistaPrevia(seccion.lista, true);
  const banners = (vista.data ?? []).filter((b) => b.tipo === tipo);
  const movil = tipo === 'M';
  return (
    <Modal
      open
      title={`Vista previa · ${seccion.nombre}`}
      onCancel={onClose}
      footer={null}
      width={movil ? 440 : 960}
    >
      <div className={movil ? 'banner-maqueta banner-maqueta-movil' : 'banner-maqueta'}>
        <div className="banner-maqueta-barra" aria-hidden>
          <strong>FarmaSí</strong>
          {!movil && <span>Inicio · Productos · Sucursales · Facturación</span>}
        </div>
        {vista.isPending ? (
          <Spin />
        ) : (
          <Carousel
            autoplay={{ dotDuration: true }}
            autoplaySpeed={CARRUSEL_MS}
            aria-label={`Banners de ${seccion.nombre}`}
          >
            {banners.map((b, i) =>
              b.idCatBanners === 0 ? (
                // The carousel styles its slides' own element: the placeholder goes inside one.
                <div key={`marcador-${b.tipo}`}>
                  <div className="banner-marcador" role="img" aria-label="Sin banner visible">
                    {seccion.nombre}
                  </div>
                </div>
              ) : (
                <img
                  key={b.idCatBanners}
                  src={b.imagen}
                  alt={`Banner ${i + 1} de ${seccion.nombre}`}
                  className="banner-diapositiva"
                />
              ),
            )}
          </Carousel>
        )}
        <div className="banner-maqueta-contenido" aria-hidden>
          <span />
          <span />
          <span />
        </div>
      </div>
    </Modal>
  );
};
