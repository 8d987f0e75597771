import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialEcommerce } from './historial';

const URL = 'GET /admin/api/sistemas/historial?pantalla=2004&tabla=bar_ecommerce_principal&clave=3&pagina=1';

const variante = (CodArticulo: number, DescripcionVariante: string, ValorVariante: string) => ({
  CodArticulo,
  DescripcionArticulo: `CEPILLO ${CodArticulo}`,
  DescripcionVariante,
  ValorVariante,
  CodBarras: '',
  IdCatArticulosVariantesOpciones: 1,
  IdCatArticulosVariantesOpcionesValores: CodArticulo,
  idCatArticulosVariantes: CodArticulo,
  EsEliminado: 0,
  IdCatArticulosArticuloPrincipal: 3,
});

describe('Historial of an e-commerce article (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the principal by its id; its variants read as the variants table shows them', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 11,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: 'descripcion', antes: 'Cepillo', despues: 'Cepillo dental' },
              { campo: 'manejaVariantes', antes: 'No', despues: 'Sí' },
              { campo: 'varianteSeleccionada', antes: '0', despues: '1' },
              { campo: 'tipoVariante', antes: 'Sin variantes', despues: 'Color' },
              {
                campo: 'articulos',
                antes: '[]',
                despues: JSON.stringify([variante(101, 'Rojo', '#ff0000'), variante(102, 'Azul', '#0000ff')]),
              },
            ],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(
      <HistorialEcommerce
        p={{
          idCatArticulosArticuloPrincipal: 3,
          descripcion: 'Cepillo dental',
          manejaVariantes: true,
          varianteSeleccionada: 1,
          codArticulo: null,
          descripcionArticulo: '',
          tipoVariante: 'Color',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de Cepillo dental' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de Cepillo dental' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Descripción: Cepillo → Cepillo dental',
        'Maneja Variantes: No → Sí',
        'Tipo de variante: Sin variantes → Color',
        'Variantes: (vacío) → 101 CEPILLO 101: Rojo = #ff0000; 102 CEPILLO 102: Azul = #0000ff',
      ]),
    );
    // The variant type's id is internal: its name is shown.
    expect(items.some((t) => t?.startsWith('varianteSeleccionada'))).toBe(false);
    expect(items.filter((t) => t?.includes(':') && !t.includes('Ana Pérez'))).toHaveLength(4);
  });
});
