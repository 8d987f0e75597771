import { messages } from '@farmasi/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './DataTable';
import { DateText } from './DateText';
import { confirmDialog, successToast } from './dialogs';
import { Money } from './Money';

describe('ui', () => {
  it("DataTable shows 'No hay registros que mostrar' when empty", () => {
    renderWithProviders(
      <DataTable rowKey="id" columns={[{ title: 'Código', dataIndex: 'id' }]} dataSource={[]} />,
    );
    expect(screen.getAllByText(messages.general.sinRegistros).length).toBeGreaterThan(0);
  });

  it('Money and DateText format as the spec says', () => {
    renderWithProviders(
      <p>
        <Money value={-1234.5} /> <DateText value="2025-08-05T15:07:00" withTime />{' '}
        <DateText value="1900-01-01" />
      </p>,
    );
    expect(screen.getByText('-$1,234.50')).toBeTruthy();
    expect(screen.getByText('05/ago/2025 03:07 PM')).toBeTruthy();
  });

  it("confirmDialog answers true for 'Si' and false for 'No'", async () => {
    renderWithProviders(<span />);
    const user = userEvent.setup();
    const yes = confirmDialog('¿Seguro?');
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await yes).toBe(true);
    const no = confirmDialog('¿Otra vez?');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await no).toBe(false);
  });

  it('successToast shows the message', async () => {
    renderWithProviders(<span />);
    successToast('Guardado correctamente.', 1.5);
    expect(await screen.findByText('Guardado correctamente.')).toBeTruthy();
  });
});
