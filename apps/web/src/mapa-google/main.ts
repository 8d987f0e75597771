import { cargarGoogleMaps } from './cargar';
import { type DelMapa, esBuscarEnMapa, esMostrarMapa } from './mensajes';
import { crearVista } from './vista';

/**
 * The Google Maps document inside the customer detail: draws what its parent sends, searches places
 * (it imports no contract module, so zod stays out of it).
 */
const decir = (m: DelMapa) => window.parent.postMessage(m, window.location.origin);
let vista: ReturnType<typeof crearVista> | null = null;

window.addEventListener('message', async (evento) => {
  if (evento.origin !== window.location.origin || evento.source !== window.parent) return;
  const pedido = evento.data;
  if (esBuscarEnMapa(pedido)) {
    if (!vista) return;
    try {
      const lugares = await vista.buscar(pedido.texto, pedido.radio, pedido.maximo);
      decir({ tipo: 'lugares', consulta: pedido.consulta, lugares, fallida: false });
    } catch {
      decir({ tipo: 'lugares', consulta: pedido.consulta, lugares: [], fallida: true });
    }
    return;
  }
  if (!esMostrarMapa(pedido)) return;
  try {
    const maps = await cargarGoogleMaps(pedido.clave, () => decir({ tipo: 'fallo', motivo: 'clave' }));
    const elemento = document.getElementById('mapa');
    if (!elemento) return;
    vista ??= crearVista(maps, elemento, {
      onElegir: (id) => decir({ tipo: 'elegir', id }),
      onPunto: (latitud, longitud) => decir({ tipo: 'punto', latitud, longitud }),
    });
    vista.mostrar(pedido);
    decir({ tipo: 'dibujado' });
  } catch {
    decir({ tipo: 'fallo', motivo: 'carga' });
  }
});

decir({ tipo: 'listo' });
