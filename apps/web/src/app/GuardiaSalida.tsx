import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmarDescarte, hayCambiosSinGuardar } from '@/lib/cambiosSinGuardar';

/**
 * Asks before a navigation inside the app (Back, Forward, the menu, a link, a search that changes
 * the address) would discard typed data some form registered (lib/cambiosSinGuardar). 'Si' goes on,
 * 'No' stays with the data as it was.
 */
export const GuardiaSalida = (): null => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hayCambiosSinGuardar() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const preguntando = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || preguntando.current) return;
    preguntando.current = true;
    void confirmarDescarte().then((salir) => {
      preguntando.current = false;
      if (salir) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  return null;
};
