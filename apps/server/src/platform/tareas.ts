import type { App } from './routes.ts';

/**
 * A job a module runs in the server: once when the server is ready, then every `cadaMs`, never two
 * runs of it at once in this process (a slow run skips the next tick). Stopped when the server
 * closes; its timer does not keep the process alive. A job that may run in several servers on one
 * database guards itself (an advisory lock, see precios-programados/aplicar.ts).
 */
export const programarTarea = (
  app: App,
  tarea: { nombre: string; cadaMs: number; correr: () => Promise<unknown> },
) => {
  let temporizador: NodeJS.Timeout | undefined;
  let enCurso: Promise<void> | undefined;
  const correr = () => {
    enCurso ??= ejecutar().finally(() => {
      enCurso = undefined;
    });
    return enCurso;
  };
  const ejecutar = async () => {
    try {
      const resultado = await tarea.correr();
      app.log.debug({ tarea: tarea.nombre, resultado }, 'tarea programada');
    } catch (error) {
      app.log.error({ err: error, tarea: tarea.nombre }, 'la tarea programada falló');
    }
  };
  app.addHook('onReady', async () => {
    void correr();
    temporizador = setInterval(() => void correr(), tarea.cadaMs);
    temporizador.unref();
  });
  // The server's database closes after this: a run under way ends first.
  app.addHook('onClose', async () => {
    clearInterval(temporizador);
    await enCurso;
  });
};
