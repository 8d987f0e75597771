import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NumeroInput, textoTecleado } from './NumeroInput';

/** A field holding 0 as a screen's row does (S12: a new supplier's terms start at 0; empty stands for 0). */
const Campo = ({ max, onValor }: { max: number; onValor: (v: number) => void }) => {
  const [v, setV] = useState(0);
  return (
    <NumeroInput
      aria-label="Días crédito"
      maxLength={max}
      value={v}
      onChange={(n) => {
        setV(n ?? 0);
        onValor(n ?? 0);
      }}
    />
  );
};

const montar = (max: number) => {
  const onValor = vi.fn();
  const r = renderWithProviders(<Campo max={max} onValor={onValor} />);
  const input = screen.getByLabelText('Días crédito') as HTMLInputElement;
  return { ...r, input, onValor };
};

describe('NumeroInput: a field holding 0 takes what is typed (issue 24)', () => {
  it('focused by a warning, then clicked, 120 typed in a three-digit field is 120, not 012 → 12', async () => {
    const { user, input, onValor } = montar(3);
    expect(input.value).toBe('0');
    act(() => input.focus()); // the form's warning moves the focus here, the 0 selected
    await user.click(input); // the click leaves the caret beside the 0
    await user.keyboard('120');
    expect(input.value).toBe('120');
    expect(onValor).toHaveBeenLastCalledWith(120);
  });

  it('with the caret after the 0, a one-digit field (Vigencia) takes the digit instead of ignoring it', async () => {
    const { user, input, onValor } = montar(1);
    await user.type(input, '3', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input.value).toBe('3');
    expect(onValor).toHaveBeenLastCalledWith(3);
  });

  it('with the caret before the 0, the typed digits replace it too (3 → 3, not 30; 1 then 5 → 15)', async () => {
    const uno = montar(1);
    await uno.user.type(uno.input, '3', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(uno.input.value).toBe('3');
    expect(uno.onValor).toHaveBeenLastCalledWith(3);
    uno.unmount();
    const tres = montar(3);
    await tres.user.type(tres.input, '15', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(tres.input.value).toBe('15');
    expect(tres.onValor).toHaveBeenLastCalledWith(15);
  });

  it('keeps the limit: a fourth digit is not taken, a number typed over a number is not changed', async () => {
    const { user, input, onValor } = montar(3);
    await user.click(input);
    await user.keyboard('1204');
    expect(input.value).toBe('120');
    expect(onValor).toHaveBeenLastCalledWith(120);
    await user.keyboard('{Backspace}{Backspace}5');
    expect(input.value).toBe('15');
  });
});

describe('textoTecleado', () => {
  it.each([
    // previo, nuevo, caret after the edit, shown
    ['0', '0120', 4, '120'], // typed after the 0
    ['0', '01', 2, '1'],
    ['0', '30', 1, '3'], // typed before the 0
    ['0', '120', 3, '120'], // the whole 0 replaced (select all, a fill): as written
    ['0', '0.', 2, '0.'],
    ['0', '0.5', 3, '0.5'],
    ['', '007', 3, '7'],
    ['12', '012', 1, '12'],
    ['', '00.5', 4, '0.5'],
    ['10', '100', 3, '100'],
    ['0', '', 0, ''],
    ['0', '01', null, '1'], // no caret known: leading zeros go
  ] as const)('%s → %s (caret %s) shows %s', (previo, nuevo, cursor, esperado) => {
    expect(textoTecleado(previo, nuevo, cursor)).toBe(esperado);
  });

  it("replacing the field's 0 with 120 in one go (select all and type, a fill) keeps 120", async () => {
    const { input, onValor } = montar(3);
    fireEvent.change(input, { target: { value: '120', selectionStart: 3 } });
    expect(input.value).toBe('120');
    expect(onValor).toHaveBeenLastCalledWith(120);
  });
});
