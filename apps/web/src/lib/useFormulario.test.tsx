import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useFormulario } from './useFormulario';

/** A three-field form: nombre must be filled, then clave must be 4 digits (in that order). */
const Formulario = ({ enviar }: { enviar: (v: object) => Promise<void> }) => {
  const [nombre, setNombre] = useState('');
  const [clave, setClave] = useState('');
  const [nota, setNota] = useState('');
  const form = useFormulario({
    campos: ['nombre', 'clave', 'nota'],
    enfocarAlAbrir: true,
    validar: () =>
      !nombre
        ? { campo: 'nombre', message: 'Falta el nombre.' }
        : !/^\d{4}$/.test(clave)
          ? 'Clave: 4 dígitos.'
          : null,
    enviar: () => enviar({ nombre, clave, nota }),
  });
  return (
    <>
      <input
        aria-label="Nombre"
        {...form.campo('nombre')}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
      />
      <input
        aria-label="Clave"
        {...form.campo('clave')}
        value={clave}
        onChange={(e) => setClave(e.target.value)}
      />
      <input
        aria-label="Nota"
        {...form.campo('nota')}
        value={nota}
        onChange={(e) => setNota(e.target.value)}
      />
      <button type="button" onClick={() => void form.enviar()} disabled={form.ocupado}>
        Guardar
      </button>
    </>
  );
};

describe('useFormulario', () => {
  it('focuses the first field, Enter walks the fields and sends from the last one, once', async () => {
    let terminar: () => void = () => {};
    const enviar = vi.fn(() => new Promise<void>((r) => (terminar = r)));
    const { user } = renderWithProviders(<Formulario enviar={enviar} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
    await user.keyboard('Ana{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Clave'));
    await user.keyboard('1234{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Nota'));
    await user.keyboard('hola{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(enviar).toHaveBeenCalledWith({ nombre: 'Ana', clave: '1234', nota: 'hola' });
    terminar();
  });

  it('shows the first failure as a warning and then focuses its field; sends nothing', async () => {
    const enviar = vi.fn(async () => {});
    const { user } = renderWithProviders(<Formulario enviar={enviar} />);
    await user.click(screen.getByLabelText('Clave'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Falta el nombre.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
    expect(enviar).not.toHaveBeenCalled();
  });
});
