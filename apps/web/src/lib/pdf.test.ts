import { describe, expect, it } from 'vitest';
import { esPdf } from './pdf';

describe('esPdf', () => {
  it('reads the content, not the name or the declared type', async () => {
    expect(await esPdf(new File(['%PDF-1.4\n%…'], 'pago.bin', { type: '' }))).toBe(true);
    expect(await esPdf(new File(['\x89PNG\r\n'], 'pago.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await esPdf(new File(['PDF-1.4'], 'pago.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await esPdf(new File([''], 'vacio.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});
