import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstatusTag } from './EstatusTag';

const COLORES = { ER: 'gold', P: 'blue' };

describe('EstatusTag', () => {
  it('shows the server label in the colour of its code', () => {
    render(<EstatusTag estatus="ER" descripcion="En revisión" colores={COLORES} />);
    const tag = screen.getByText('En revisión');
    expect(tag.className).toContain('ant-tag-gold');
    expect(tag.getAttribute('data-estatus')).toBe('ER');
  });

  it('falls back to the code as text and grey for an unknown code', () => {
    render(<EstatusTag estatus="X" colores={COLORES} />);
    const tag = screen.getByText('X');
    expect(tag.className).not.toMatch(/ant-tag-(gold|blue)/);
  });
});
