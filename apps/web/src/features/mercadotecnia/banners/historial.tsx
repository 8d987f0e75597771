import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import {
  type Banner,
  bannersPantalla,
  DISPOSITIVOS,
  SECCIONES_BANNER,
} from '@farmasi/contracts/mercadotecnia/banners';
import { formatDate } from '@/lib/format';
import { BotonHistorial, type EtiquetasHistorial, type ValoresHistorial } from '@/ui/Historial';
import { imagenCambiada } from '@/ui/historialValores';

const [BANNERS, SUCURSALES] = bannersPantalla.historial.tablas;

/** A banner's fields 'Historial' shows, with the modal's labels (issue 29); a copy says of which. */
const ETIQUETAS_BANNER: EtiquetasHistorial = {
  clonDe: 'Copia de',
  tipoBanner: 'Sección',
  tipo: 'Dispositivo',
  idArchivo: 'Imagen',
  fechaVigenciaInicio: 'Vigencia desde',
  fechaVigenciaFin: 'Vigencia hasta',
  url: 'Liga al dar clic',
  visible: 'Visible',
};

/** 1900-01-01 is 'no dates' (001 §5), as the gear's list says it. */
const fecha = (v: string) => (v === SENTINEL_DATE ? 'Sin vigencia' : formatDate(v));

const VALORES_BANNER: ValoresHistorial = {
  clonDe: (v) => `banner núm. ${v}`,
  tipoBanner: (v) => SECCIONES_BANNER.find((s) => s.tipoBanner === v)?.nombre ?? v,
  tipo: (v) => DISPOSITIVOS.find((d) => d.tipo === v)?.nombre ?? v,
  idArchivo: imagenCambiada,
  fechaVigenciaInicio: fecha,
  fechaVigenciaFin: fecha,
};

/** A banner's history, next to its ⋯ button in the gear's list. */
export const HistorialBanner = ({ b, titulo }: { b: Banner; titulo: string }) => (
  <BotonHistorial
    soloIcono
    pantalla={bannersPantalla}
    tabla={BANNERS}
    clave={b.idCatBanners}
    etiquetas={ETIQUETAS_BANNER}
    valores={VALORES_BANNER}
    titulo={`banner ${b.orden} de ${titulo}`}
  />
);

/** A section and device's order (the audit's key 'sección/dispositivo'): the banners' numbers. */
export const HistorialOrdenBanners = ({
  tipoBanner,
  tipo,
  titulo,
}: {
  tipoBanner: string;
  tipo: string;
  titulo: string;
}) => (
  <BotonHistorial
    pantalla={bannersPantalla}
    tabla={BANNERS}
    clave={`${tipoBanner}/${tipo}`}
    etiquetas={{ orden: 'Orden (números de banner)' }}
    titulo={`orden de ${titulo}`}
  />
);

/** A branch image slot's history ('Conoce nuestras sucursales'): its link and its picture. */
export const HistorialImagenSucursal = ({ id }: { id: number }) => (
  <BotonHistorial
    soloIcono
    pantalla={bannersPantalla}
    tabla={SUCURSALES}
    clave={id}
    etiquetas={{ idArchivo: 'Imagen', url: 'URL' }}
    valores={{ idArchivo: imagenCambiada }}
    titulo={`imagen ${id} de sucursales`}
  />
);
