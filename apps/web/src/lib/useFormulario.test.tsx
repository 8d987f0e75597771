import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateInput } from '@/ui/DateInput';
import { toApiDate } from './format';
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

/** A form whose last field is a date, sent by a button that stays busy while the form works. */
const FormularioFecha = ({ enviar }: { enviar: (fecha: string) => Promise<void> }) => {
  const [fecha, setFecha] = useState<Dayjs | null>(null);
  const form = useFormulario({
    campos: ['nombre', 'fecha'],
    validar: () => (fecha ? null : { campo: 'fecha', message: 'Falta la fecha.' }),
    enviar: () => enviar(toApiDate(fecha as Dayjs)),
  });
  return (
    <>
      <input aria-label="Nombre" {...form.campo('nombre')} />
      <DateInput {...form.campo('fecha')} value={fecha} onChange={setFecha} />
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

  it('Enter on a typed date confirms it (the form is not sent, nor warned, with the date empty)', async () => {
    const enviar = vi.fn(async () => {});
    const { user, container } = renderWithProviders(<FormularioFecha enviar={enviar} />);
    const fecha = container.querySelector('#fecha') as HTMLInputElement;
    await user.click(fecha);
    await user.keyboard('30/06/2026{Enter}');
    await waitFor(() => expect(fecha.value).toBe('30/jun/2026'));
    expect(screen.queryByText('Falta la fecha.')).toBeNull();
    const guardar = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(guardar.disabled).toBe(false);
    await user.click(guardar);
    await waitFor(() => expect(enviar).toHaveBeenCalledWith('2026-06-30'));
    await waitFor(() => expect(guardar.disabled).toBe(false));
  });

  it('Enter in an empty date field moves on: from the last one it sends (and warns)', async () => {
    const enviar = vi.fn(async () => {});
    const { user, container } = renderWithProviders(<FormularioFecha enviar={enviar} />);
    await user.click(container.querySelector('#fecha') as HTMLInputElement);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Falta la fecha.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(enviar).not.toHaveBeenCalled();
  });
});
