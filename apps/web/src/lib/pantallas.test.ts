import { describe, expect, it } from 'vitest';
import { coincideUrl } from './pantallas';

describe('coincideUrl: a manifest url with route parameters', () => {
  const url = '/{product}/catalogos/ClientesDetalle/:cod_Cliente';

  it('matches the whole path, any slug and any parameter, case-insensitively', () => {
    expect(coincideUrl('/farmasi/catalogos/ClientesDetalle/25', url)).toBe(true);
    expect(coincideUrl('/otra/Catalogos/clientesdetalle/0/', url)).toBe(true);
  });

  it('refuses a path with a missing or an extra segment, or another screen', () => {
    expect(coincideUrl('/farmasi/catalogos/ClientesDetalle', url)).toBe(false);
    expect(coincideUrl('/farmasi/catalogos/ClientesDetalle/25/x', url)).toBe(false);
    expect(coincideUrl('/farmasi/catalogos/clientes', url)).toBe(false);
  });

  it('treats every other character of the url literally', () => {
    expect(coincideUrl('/farmasi/a.b', '/{product}/a.b')).toBe(true);
    expect(coincideUrl('/farmasi/axb', '/{product}/a.b')).toBe(false);
  });
});
