import { cargarGoogleMaps } from './cargar';
import { type DelMapa, esMostrarMapa } from './mensajes';
import { crearVista } from './vista';

/** The Google Maps document inside the customer detail: draws what its parent sends. */
const decir = (m: DelMapa) => window.parent.postMessage(m, window.location.origin);
let vista: ReturnType<typeof crearVista> | null = null;

window.addEventListener('message', async (evento) => {
  if (evento.origin !== window.location.origin || evento.source !== window.parent) return;
  if (!esMostrarMapa(evento.data)) return;
  const pedido = evento.data;
  try {
    const maps = await cargarGoogleMaps(pedido.clave, () => decir({ tipo: 'fallo', motivo: 'clave' }));
    const elemento = document.getElementById('mapa');
    if (!elemento) return;
    vista ??= crearVista(maps, elemento, (codCliente) => decir({ tipo: 'elegir', codCliente }));
    vista.mostrar(pedido);
    decir({ tipo: 'dibujado' });
  } catch {
    decir({ tipo: 'fallo', motivo: 'carga' });
  }
});

decir({ tipo: 'listo' });
