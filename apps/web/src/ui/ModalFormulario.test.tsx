import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormulario } from '@/lib/useFormulario';
import { renderWithProviders } from '@/test/render';
import { ModalFormulario } from './ModalFormulario';

const Cerrable = ({ onClose }: { onClose: () => void }) => {
  const form = useFormulario({ campos: [], enviar: async () => {} });
  return (
    <ModalFormulario title="Sucursales" form={form} onClose={onClose} cancelText="Cerrar">
      contenido
    </ModalFormulario>
  );
};

describe('ModalFormulario cancelText', () => {
  it("names its closing button 'Cerrar' where the spec does (S35), and it closes", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Cerrable onClose={onClose} />);
    // The footer's button (the cross is labelled 'Cerrar' too).
    await user.click(await screen.findByText('Cerrar'));
    expect(screen.queryByText('Cancelar')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
