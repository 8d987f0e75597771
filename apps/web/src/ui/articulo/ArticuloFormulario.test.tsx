import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '../teclas.testutil';
import { ArticuloForm } from './ArticuloForm';
import { articuloNuevo, reglasEdicion } from './form';
import { RecargaCard } from './RecargaCard';
import { useGuardar } from './useGuardarArticulo';

const GUARDAR = 'POST /admin/api/catarticulos/guardar';
const item = (codigo: number, descripcion: string) => ({
  codigo,
  descripcion,
  aplicar: false,
  desglozar: false,
});

/** A complete chain-only article, already saved (chain code 900001). */
const completo = (): Articulo => {
  const a = articuloNuevo();
  return {
    ...a,
    codArticuloFarmasi: 900001,
    descripcion: 'JABON NEUTRO',
    descripcionFarmasi: 'JABON NEUTRO',
    codBarras: [{ codArticulo: 900001, codBarras: '7501', tipo: 'F' }],
    codigoSAT: '53131600',
    registroSSA: '123M2020 SSA',
    fraccion: 'IV',
    codMedida: 1,
    farmasi: {
      ...a.farmasi,
      formula: item(1, 'PARACETAMOL'),
      laboratorio: item(1, 'PISA'),
      linea: item(1, 'OTC'),
      familia: item(1, 'ANALGESICOS'),
      formaFarmaceutica: item(1, 'TABLETAS'),
    },
  };
};

const rutas = () => ({
  'GET /admin/api/parametros/consultar/CODIGO_SAT_RECARGA': envelope({
    nombre: 'CODIGO_SAT_RECARGA',
    valor: '51000000',
  }),
  'GET /admin/api/catarticulos/articuloestatuscon': envelope([{ estatus: 'A', descripcion: 'Activo' }]),
  'GET /admin/api/catalogos/formasadministracion': envelope([{ codigo: 1, descripcion: 'ORAL' }]),
  'GET /admin/api/catalogos/medidas/1': envelope([{ codigo: 1, descripcion: 'PIEZA', aplicar: false }]),
  'GET /admin/api/catalogos/obtenergenerico/1': envelope([]),
  'GET /admin/api/catalogos/marcas': envelope([
    { idCatProveedoresMarcasEnc: 1, nombre: 'GENÉRICOS PISA' },
    { idCatProveedoresMarcasEnc: 2, nombre: 'Bebés Felices' },
  ]),
  'GET /admin/api/catalogos/proveedores': envelope([
    { codigo: 1, descripcion: 'NADRO' },
    { codigo: 2, descripcion: 'DISTRIBUIDORA MÉDICA' },
  ]),
  'GET /admin/api/catalogos/recargas/proveedores': envelope([]),
  'GET /admin/api/catalogos/recargas/companias': envelope([]),
  'GET /admin/api/catalogos/recargas/tipoproductos': envelope([]),
  'GET /admin/api/catarticulos/proveedor-costo/consultar/900001': envelope([]),
  'POST /admin/api/catalogos/formulas': envelope([
    { codigo: 1, descripcion: 'PARACETAMOL', desglozar: false },
  ]),
  'POST /admin/api/catalogos/laboratorios': envelope([{ codigo: 1, descripcion: 'PISA' }]),
  'POST /admin/api/catalogos/lineas': envelope([{ codigo: 1, descripcion: 'OTC' }]),
  'POST /admin/api/catalogos/familias': envelope([{ codigo: 1, descripcion: 'ANALGESICOS' }]),
  'POST /admin/api/catalogos/presentaciones': envelope([{ codigo: 1, descripcion: 'TABLETAS' }]),
  [GUARDAR]: (body: unknown) => envelope(body, m.guardado),
});

/** The form as S06 holds it: one article object, the kit's form hook, the cards. */
const Formulario = ({ inicial, alCambiar }: { inicial: Articulo; alCambiar?: (a: Articulo) => void }) => {
  const [a, setA] = useState<Articulo>(inicial);
  const { form, parametroSat } = useGuardar(a, setA);
  return (
    <ArticuloForm
      articulo={a}
      onChange={(x) => {
        setA(x);
        alCambiar?.(x);
      }}
      parametroSat={parametroSat}
      campo={form.campo}
    />
  );
};

describe('the article form is on useFormulario (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it('Enter moves to the next field in the form order, skipping disabled ones', async () => {
    mockFetch(rutas());
    // A linked article: Descripción, SSA and Fracción are the wholesaler's (disabled).
    const vinculado = { ...completo(), codArticulo: 1001, soloFarmasi: false };
    const { user } = renderWithProviders(<Formulario inicial={vinculado} />);
    const cadena = screen.getByLabelText('Descripción cadena');
    await user.click(cadena);
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('art-estatus');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('art-alto');
    await user.click(screen.getByLabelText('SubColectivo'));
    await user.keyboard('{Enter}');
    // Código SAT, Registro SSA and Fracción are disabled for a linked article: Fórmula is next.
    expect(document.activeElement?.id).toBe('art-formula');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('art-laboratorio');
  });

  it('Enter in the last field validates and sends after the confirmation', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = renderWithProviders(<Formulario inicial={completo()} />);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'GET /admin/api/parametros/consultar/CODIGO_SAT_RECARGA')).toHaveLength(1),
    );
    await user.click(screen.getByLabelText('Unidad venta cadena'));
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('art-marca');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('art-proveedorDefault');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(m.deseaGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.si }));
    await waitFor(() => expect(sentBodies(fetchMock, GUARDAR)).toHaveLength(1));
  });

  it("Enter in the last field shows the first failed check and focuses its field ('Escribira Fraccion')", async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = renderWithProviders(<Formulario inicial={{ ...completo(), fraccion: '' }} />);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'GET /admin/api/parametros/consultar/CODIGO_SAT_RECARGA')).toHaveLength(1),
    );
    await user.click(screen.getByLabelText('Unidad venta cadena'));
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(await screen.findByText(m.sinFraccion)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    await waitFor(() => expect(document.activeElement?.id).toBe('art-fraccion'));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  it('Marca and Proveedor default find their option without accents or case', async () => {
    mockFetch(rutas());
    const cambios: Articulo[] = [];
    const { user } = renderWithProviders(
      <Formulario inicial={completo()} alCambiar={(a) => cambios.push(a)} />,
    );
    await user.click(screen.getByLabelText('Marca'));
    await user.keyboard('bebes{Enter}');
    await waitFor(() => expect(cambios.at(-1)?.idCatProveedoresMarcasEnc).toBe(2));
    await user.click(screen.getByLabelText('Proveedor default'));
    await user.keyboard('medica{Enter}');
    await waitFor(() => expect(cambios.at(-1)?.proveedorDefault).toBe(2));
  });
});

/** A RecargaCard holding its article, as the form does. */
const Recarga = ({ inicial, alCambiar }: { inicial: Articulo; alCambiar: (a: Articulo) => void }) => {
  const [a, setA] = useState(inicial);
  const cambiar = (x: Articulo) => {
    setA(x);
    alCambiar(x);
  };
  return (
    <RecargaCard
      a={a}
      r={reglasEdicion(a)}
      onChange={cambiar}
      set={(p) => cambiar({ ...a, ...p })}
      parametroSat="51000000"
    />
  );
};

describe('the airtime toggle keeps the SAT code an article has (issue 30)', () => {
  beforeEach(() => {
    signIn();
  });

  it("a linked article's 51101500: on gives 01010101, off gives back 51101500 (not 51000000)", async () => {
    mockFetch(rutas());
    const cambios: Articulo[] = [];
    const vinculado = { ...completo(), codArticulo: 1001, soloFarmasi: false, codigoSAT: '51101500' };
    const { user } = renderWithProviders(<Recarga inicial={vinculado} alCambiar={(a) => cambios.push(a)} />);
    const interruptor = screen.getByRole('switch', { name: 'Artículo de recarga' });
    await user.click(interruptor);
    expect(cambios.at(-1)).toMatchObject({ articuloRecarga: true, codigoSAT: '01010101' });
    await user.click(interruptor);
    expect(cambios.at(-1)).toMatchObject({ articuloRecarga: false, codigoSAT: '51101500' });
  });

  it('an article loaded as airtime gets the parameter when turned off (000 §4)', async () => {
    mockFetch(rutas());
    const cambios: Articulo[] = [];
    const recarga = { ...completo(), articuloRecarga: true, codigoSAT: '01010101' };
    const { user } = renderWithProviders(<Recarga inicial={recarga} alCambiar={(a) => cambios.push(a)} />);
    await user.click(screen.getByRole('switch', { name: 'Artículo de recarga' }));
    expect(cambios.at(-1)).toMatchObject({ articuloRecarga: false, codigoSAT: '51000000' });
  });
});
