import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';

/** Last line of defence: a render fault or a screen chunk that failed to load (e.g. after a deploy). */
export const RouteError = () => {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title="No se pudo mostrar la pantalla."
      subTitle="Recargue la página para continuar."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    />
  );
};
