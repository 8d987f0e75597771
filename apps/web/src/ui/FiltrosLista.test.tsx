import { screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FechasDeA, FolioFiltro } from './FiltrosLista';

const Folio = () => {
  const [folio, setFolio] = useState('');
  return <FolioFiltro maxDigitos={9} value={folio} onChange={setFolio} />;
};

const Fechas = () => {
  const [r, setR] = useState<{ de: Dayjs | null; a: Dayjs | null }>({
    de: dayjs('2026-10-01'),
    a: dayjs('2026-10-31'),
  });
  return (
    <FechasDeA
      de={r.de}
      a={r.a}
      onChange={(c) => setR((x) => ({ ...x, ...c }))}
      mensajeNoPermitida="La fecha inicial no puede ser mayor a la final."
      col={{ span: 12 }}
    />
  );
};

describe('FiltrosLista', () => {
  it('the folio keeps the digits of what is typed or pasted, at most maxDigitos', async () => {
    const { user } = renderWithProviders(<Folio />);
    const folio = document.getElementById('folio') as HTMLInputElement;
    await user.click(folio);
    await user.keyboard('12a3');
    expect(folio.value).toBe('123');
    await user.clear(folio);
    await user.paste(' 98-7654-32100 ');
    expect(folio.value).toBe('987654321');
  });

  it("'De' after 'A' typed is refused with the list's message and keeps its date", async () => {
    const { user } = renderWithProviders(<Fechas />);
    const de = document.getElementById('de') as HTMLInputElement;
    await user.click(de);
    de.setSelectionRange(0, de.value.length);
    await user.keyboard('{Backspace}15/11/2026{Enter}');
    expect(await screen.findByText('La fecha inicial no puede ser mayor a la final.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect((document.getElementById('de') as HTMLInputElement).value).toBe('01/oct/2026');
  });
});
