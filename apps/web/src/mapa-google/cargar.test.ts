import { afterEach, describe, expect, it, vi } from 'vitest';

type Global = Window & { google?: unknown; __mapaGoogleListo?: () => void; gm_authFailure?: () => void };

/** A fresh module each time: the loader keeps its one load per document. */
const cargar = async () => (await import('./cargar')).cargarGoogleMaps;

describe('loading the Maps JavaScript API', () => {
  afterEach(() => {
    vi.resetModules();
    delete (window as Global).google;
  });

  it('asks Google once, in Spanish for Mexico, with the key escaped, and resolves with google.maps', async () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((s) => {
      scripts.push(s as HTMLScriptElement);
    });
    const cargarGoogleMaps = await cargar();
    const carga = cargarGoogleMaps('clave&rara', vi.fn());
    const otra = cargarGoogleMaps('clave&rara', vi.fn());
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]!.src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('clave&rara');
    expect(url.searchParams.get('language')).toBe('es');
    expect(url.searchParams.get('region')).toBe('MX');
    expect(url.searchParams.get('libraries')).toBe('places');
    const maps = { Map: class {} };
    (window as Global).google = { maps };
    (window as Global).__mapaGoogleListo?.();
    await expect(carga).resolves.toBe(maps);
    await expect(otra).resolves.toBe(maps);
  });

  it('fails when the script cannot be fetched, and hands a refused key to the caller', async () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((s) => {
      scripts.push(s as HTMLScriptElement);
    });
    const cargarGoogleMaps = await cargar();
    const alFallarClave = vi.fn();
    const carga = cargarGoogleMaps('AIza', alFallarClave);
    scripts[0]!.onerror?.(new Event('error'));
    await expect(carga).rejects.toThrow('No se pudo cargar Google Maps');
    (window as Global).gm_authFailure?.();
    expect(alFallarClave).toHaveBeenCalledOnce();
  });
});
