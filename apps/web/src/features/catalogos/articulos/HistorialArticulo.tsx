import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { BotonHistorial } from '@/ui/Historial';

/** The article's fields 'Historial' shows, with the form's labels (issue 29); codes of catalogues as codes. */
const ETIQUETAS = {
  descripcion: 'Descripción',
  descripcionFarmasi: 'Descripción FarmaSí',
  estatus: 'Estatus',
  codArticulo: 'Código DIFARMER',
  soloFarmasi: 'Solo FarmaSí',
  codBarras: 'Códigos de barras',
  ultimoCosto: 'Último costo',
  iva: 'IVA',
  ieps: 'IEPS',
  codigoSat: 'Código SAT',
  registroSsa: 'Registro SSA',
  fraccion: 'Fracción',
  fechaCaducidad: 'Fecha de caducidad',
  codFormula: 'Fórmula (código)',
  codLaboratorio: 'Laboratorio (código)',
  codLinea: 'Línea (código)',
  codFamilia: 'Familia (código)',
  codFormaFarmaceutica: 'Forma farmacéutica (código)',
  codProveedor: 'Proveedor (código)',
  presentacion: 'Contenido',
  unidadCompraProv: 'Unidad de compra',
  unidadVtaFcia: 'Unidad de venta',
  colectivo: 'Colectivo',
  alto: 'Alto',
  ancho: 'Ancho',
  fondo: 'Fondo',
  gotasMl: 'Gotas por ml',
  articuloRecarga: 'Artículo de recarga',
  recargaSku: 'SKU de recarga',
  recargaImporte: 'Importe de recarga',
};

/** 'Historial' of the article shown in the form. */
export const HistorialArticulo = ({ codigo, descripcion }: { codigo: number; descripcion: string }) => (
  <BotonHistorial
    size="middle"
    pantalla={altaArticulosPantalla}
    tabla={['cat_articulos']}
    clave={codigo}
    etiquetas={ETIQUETAS}
    titulo={descripcion}
  />
);
