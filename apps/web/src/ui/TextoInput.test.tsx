import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onlyDigits } from '@/lib/keys';
import { renderWithProviders } from '@/test/render';
import { NumeroInput } from './NumeroInput';
import { TextoArea, TextoInput } from './TextoInput';

/** A postal code as the screens write it: digits only, five at most. */
const CodigoPostal = ({ onValor }: { onValor: (v: string) => void }) => {
  const [cp, setCp] = useState('');
  return (
    <TextoInput
      aria-label="Código postal"
      maxLength={5}
      value={cp}
      onChange={(e) => {
        setCp(onlyDigits(e.target.value));
        onValor(onlyDigits(e.target.value));
      }}
    />
  );
};

describe('TextoInput: blanks are trimmed before the length limit cuts (issue 30)', () => {
  it("a pasted ' 72000' is 72000, not 7200", async () => {
    const onValor = vi.fn();
    const { user } = renderWithProviders(<CodigoPostal onValor={onValor} />);
    const input = screen.getByLabelText('Código postal') as HTMLInputElement;
    await user.click(input);
    await user.paste(' 72000');
    expect(input.value).toBe('72000');
    expect(onValor).toHaveBeenLastCalledWith('72000');
  });

  it('a paste with a trailing line break, or one too long even trimmed, is cut like maxlength', async () => {
    const onValor = vi.fn();
    const { user } = renderWithProviders(<CodigoPostal onValor={onValor} />);
    const input = screen.getByLabelText('Código postal') as HTMLInputElement;
    await user.click(input);
    await user.paste('44110\n');
    expect(input.value).toBe('44110');
    await user.clear(input);
    await user.paste(' 1234567 ');
    expect(input.value).toBe('12345');
    // A full field takes no more keys.
    await user.keyboard('9');
    expect(input.value).toBe('12345');
  });

  it('a many-line box trims a pasted text that would not fit, and keeps one that fits', async () => {
    const Nota = () => {
      const [v, setV] = useState('');
      return <TextoArea aria-label="Nota" maxLength={10} value={v} onChange={(e) => setV(e.target.value)} />;
    };
    const { user } = renderWithProviders(<Nota />);
    const nota = screen.getByLabelText('Nota') as HTMLTextAreaElement;
    await user.click(nota);
    await user.paste('  Sin gluten\n');
    expect(nota.value).toBe('Sin gluten');
    await user.clear(nota);
    await user.paste(' a b ');
    expect(nota.value).toBe(' a b ');
  });

  it('a number field trims a pasted number before its limit (a 3-digit discount)', async () => {
    const Descuento = ({ onValor }: { onValor: (v: number | null) => void }) => {
      const [v, setV] = useState<number | null>(null);
      return (
        <NumeroInput
          aria-label="Descuento"
          maxLength={3}
          value={v}
          onChange={(n) => {
            setV(n);
            onValor(n);
          }}
        />
      );
    };
    const onValor = vi.fn();
    const { user } = renderWithProviders(<Descuento onValor={onValor} />);
    await user.click(screen.getByLabelText('Descuento'));
    await user.paste(' 100');
    expect(onValor).toHaveBeenLastCalledWith(100);
  });
});

describe('NumeroInput comaDecimal (percentages, issue 30)', () => {
  const Porcentaje = ({ onValor }: { onValor: (v: number | null) => void }) => {
    const [v, setV] = useState<number | null>(null);
    return (
      <NumeroInput
        aria-label="Porcentaje"
        decimales={2}
        comaDecimal
        value={v}
        onChange={(n) => {
          setV(n);
          onValor(n);
        }}
      />
    );
  };

  it.each([
    ['1.5', 1.5],
    ['7,5', 7.5],
    ['12,25', 12.25],
  ])('%s typed is %s', async (texto, numero) => {
    const onValor = vi.fn();
    const { user } = renderWithProviders(<Porcentaje onValor={onValor} />);
    const input = screen.getByLabelText('Porcentaje') as HTMLInputElement;
    await user.click(input);
    await user.keyboard(texto);
    expect(onValor).toHaveBeenLastCalledWith(numero);
    expect(input.value).toBe(texto.replace(',', '.'));
  });

  it('a second separator is refused', async () => {
    const onValor = vi.fn();
    const { user } = renderWithProviders(<Porcentaje onValor={onValor} />);
    const input = screen.getByLabelText('Porcentaje') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('7,5.2,');
    expect(input.value).toBe('7.52');
  });
});

/** The opening tags of antd's text inputs in a source file (braces in props skipped). */
const etiquetasInput = (fuente: string): string[] => {
  const etiquetas: string[] = [];
  for (const m of fuente.matchAll(/<Input(?:\.(?:Search|TextArea|Password))?(?=[\s/>])/g)) {
    let profundidad = 0;
    let fin = m.index + 1;
    for (; fin < fuente.length; fin++) {
      const c = fuente[fin];
      if (c === '{') profundidad++;
      else if (c === '}') profundidad--;
      else if (c === '>' && profundidad === 0) break;
    }
    etiquetas.push(fuente.slice(m.index, fin + 1));
  }
  return etiquetas;
};

describe('every limited text field is the kit’s', () => {
  it('no screen gives an antd Input a maxLength (the browser would cut a paste before trimming it)', () => {
    const fuentes = import.meta.glob(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(fuentes).length).toBeGreaterThan(50);
    const conLimite = Object.entries(fuentes).flatMap(([archivo, fuente]) =>
      etiquetasInput(fuente)
        .filter((etiqueta) => /\bmaxLength\b/.test(etiqueta))
        .map(() => archivo),
    );
    expect(conLimite).toEqual([]);
  });
});
