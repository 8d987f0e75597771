import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker } from 'react-router';
import { confirmarDescarte, hayCambiosSinGuardar } from '@/lib/cambiosSinGuardar';

/**
 * Asks before a navigation inside the app (Back, Forward, the menu, a link, a search that adds an
 * address to the history) would discard typed data some form registered (lib/cambiosSinGuardar). 'Si' goes on,
 * 'No' stays with the data as it was.
 */
export const GuardiaSalida = (): null => {
  // A replace is the page writing its own state into the address (a search box's keystrokes, a
  // corrected page number): nothing typed goes. Asking then interrupted a user typing in a modal while
  // the list's search behind it caught up (S12's suppliers, issue 30).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== NavigationType.Replace &&
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
