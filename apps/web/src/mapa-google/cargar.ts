import type { ApiMapas } from './vista';

type ConMapas = Window & {
  google?: { maps?: ApiMapas };
  __mapaGoogleListo?: () => void;
  gm_authFailure?: () => void;
};

let carga: Promise<ApiMapas> | null = null;

/**
 * Loads the Maps JavaScript API once with the chain's key (Spanish, Mexico). Fails when the script
 * cannot be fetched (no internet, blocked); a refused key is reported later by Google through
 * `gm_authFailure`, which `alFallarClave` receives.
 */
export const cargarGoogleMaps = (clave: string, alFallarClave: () => void): Promise<ApiMapas> => {
  const w = window as ConMapas;
  w.gm_authFailure = alFallarClave;
  carga ??= new Promise<ApiMapas>((resolve, reject) => {
    w.__mapaGoogleListo = () => {
      const maps = w.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('Google Maps no quedó disponible'));
    };
    const script = document.createElement('script');
    script.src =
      'https://maps.googleapis.com/maps/api/js' +
      `?key=${encodeURIComponent(clave)}&callback=__mapaGoogleListo&libraries=places&language=es&region=MX&loading=async`;
    script.async = true;
    script.onerror = () => {
      carga = null;
      reject(new Error('No se pudo cargar Google Maps'));
    };
    document.head.append(script);
  });
  return carga;
};
