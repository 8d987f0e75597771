import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SelectBuscable } from './SelectBuscable';
import { conCodigosDeTecla } from './teclas.testutil';

const COMPANIAS = [
  { value: 1, label: 'AT&T' },
  { value: 2, label: 'Telcel' },
  { value: 3, label: 'Movistar' },
  { value: 4, label: 'Querétaro Telecom' },
];

/** A select holding its value, as a form does; onChange sees every choice. */
const Compania = ({
  onChange,
  opciones = COMPANIAS,
  inicial = 1,
}: {
  onChange: (v: number) => void;
  opciones?: { value: number; label: string }[];
  inicial?: number;
}) => {
  const [v, setV] = useState<number | undefined>(inicial);
  return (
    <SelectBuscable<number>
      aria-label="Compañía"
      value={v}
      options={opciones}
      onChange={(n) => {
        setV(n);
        onChange(n);
      }}
    />
  );
};

/** What the select shows as chosen (its box, not the list). */
const mostrado = () => document.querySelector('.ant-select-content')?.textContent;

describe('SelectBuscable: Enter takes the highlighted match of the typed text (issue 30)', () => {
  conCodigosDeTecla();

  it("typed 'telcel' + Enter replaces AT&T with Telcel, not the old value nor the first option", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Compania onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Compañía' }), 'telcel{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(mostrado()).toBe('Telcel'));
  });

  it('ignores accents and case, and puts the label that starts with the text first', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Compania
        onChange={onChange}
        inicial={9}
        opciones={[
          { value: 9, label: 'GOTAS' },
          { value: 7, label: 'COMPRIMIDO TABLETA' },
          { value: 8, label: 'Tableta' },
        ]}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'TAB{Enter}');
    expect(onChange).toHaveBeenCalledWith(8);
    await user.type(screen.getByRole('combobox'), 'queretaro');
    expect(await screen.findByText('Sin coincidencias')).toBeTruthy();
  });

  it("finds 'Querétaro' for 'queretaro'", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Compania onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), 'queretaro{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("with no match Enter keeps nothing new: the list stays open saying 'Sin coincidencias', the text kept", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Compania onChange={onChange} />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'pie{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('pie');
    expect(screen.getByText('Sin coincidencias')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Correcting the text and Enter then takes the match.
    await user.clear(input);
    await user.type(input, 'movi{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('the arrows move through the matches, and Enter takes the highlighted one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Compania onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), 't');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // 't' is in all four: Telcel starts with it (first), then AT&T, Movistar, Querétaro Telecom.
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
