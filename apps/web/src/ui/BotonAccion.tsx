import { Button, type ButtonProps } from 'antd';
import { useAccion } from '@/lib/useAccion';

export interface BotonAccionProps extends Omit<ButtonProps, 'onClick'> {
  /** The action: confirmation and call, awaited. The button is busy (loading, inert) until it ends. */
  onClick: () => unknown;
}

/**
 * A save / delete / confirm button: busy while its action runs, so a double click sends one request.
 * For an action shared with Enter or a modal's OK, use `useAccion` (or `useFormulario`) instead and pass
 * its `ocupado` to the buttons.
 */
export const BotonAccion = ({ onClick, loading, ...props }: BotonAccionProps) => {
  const { ocupado, ejecutar } = useAccion();
  return <Button {...props} loading={ocupado || loading} onClick={() => void ejecutar(onClick)} />;
};
