/** Grocery-style catalogue of the wholesale line: department → section → category → product bases. */
export const catalogoBaranetos: Record<string, Record<string, Record<string, string[]>>> = {
  Abarrotes: {
    'Granos y semillas': {
      Arroz: ['Arroz blanco súper extra', 'Arroz integral', 'Arroz precocido'],
      Frijol: ['Frijol negro', 'Frijol pinto', 'Frijol peruano', 'Frijol bayo'],
      Lentejas: ['Lenteja', 'Garbanzo', 'Haba seca'],
    },
    'Aceites y grasas': {
      Aceites: ['Aceite vegetal', 'Aceite de canola', 'Aceite de maíz', 'Aceite de oliva extra virgen'],
      Mantecas: ['Manteca vegetal', 'Margarina'],
    },
    'Pastas y sopas': {
      Pastas: ['Pasta spaghetti', 'Pasta codo', 'Pasta fideo', 'Pasta letras', 'Pasta moño'],
      'Sopas instantáneas': [
        'Sopa instantánea de pollo',
        'Sopa instantánea de camarón',
        'Sopa de vaso picante',
      ],
    },
    Enlatados: {
      Atún: ['Atún en agua', 'Atún en aceite', 'Atún con vegetales'],
      Chiles: ['Chiles jalapeños en escabeche', 'Chiles chipotles adobados', 'Rajas verdes'],
      Verduras: ['Elote amarillo', 'Chícharo con zanahoria', 'Frijoles refritos'],
    },
    'Harinas y azúcar': {
      Harinas: ['Harina de trigo', 'Harina de maíz nixtamalizado', 'Harina para hot cakes'],
      Azúcar: ['Azúcar estándar', 'Azúcar refinada', 'Azúcar mascabado'],
    },
  },
  Bebidas: {
    Refrescos: {
      'Refrescos de cola': ['Refresco de cola', 'Refresco de cola sin azúcar'],
      'Refrescos de sabor': [
        'Refresco de naranja',
        'Refresco de toronja',
        'Refresco de manzana',
        'Refresco de limón',
      ],
    },
    Aguas: {
      'Agua natural': ['Agua purificada', 'Agua mineral', 'Agua alcalina'],
      'Agua de sabor': ['Agua de jamaica', 'Agua de horchata', 'Agua de tamarindo'],
    },
    Jugos: {
      Jugos: ['Jugo de naranja', 'Jugo de manzana', 'Néctar de durazno', 'Néctar de mango'],
    },
    'Café y té': {
      Café: ['Café soluble', 'Café tostado y molido', 'Café de olla'],
      Té: ['Té de manzanilla', 'Té verde', 'Té de limón'],
    },
  },
  Limpieza: {
    Lavandería: {
      Detergentes: ['Detergente en polvo', 'Detergente líquido', 'Jabón de barra para ropa'],
      Suavizantes: ['Suavizante de telas', 'Blanqueador con cloro', 'Quitamanchas'],
    },
    Hogar: {
      Limpiadores: ['Limpiador multiusos', 'Limpiador de pisos lavanda', 'Desengrasante de cocina'],
      Lavatrastes: ['Lavatrastes líquido', 'Lavatrastes en pasta', 'Fibra verde'],
    },
    Desechables: {
      Papel: ['Papel higiénico', 'Servilletas', 'Toallas de papel para cocina'],
      Bolsas: ['Bolsas para basura', 'Bolsas herméticas'],
    },
  },
  'Cuidado personal': {
    Higiene: {
      'Jabón de tocador': ['Jabón de tocador', 'Jabón líquido para manos', 'Gel antibacterial'],
      'Cuidado bucal': ['Pasta dental', 'Cepillo dental', 'Enjuague bucal'],
    },
    'Cuidado del cabello': {
      Shampoo: ['Shampoo', 'Acondicionador', 'Crema para peinar'],
    },
    Desodorantes: {
      Desodorantes: ['Desodorante en barra', 'Desodorante en aerosol', 'Antitranspirante roll-on'],
    },
  },
  'Botanas y dulces': {
    Botanas: {
      'Papas y frituras': [
        'Papas fritas sal',
        'Papas fritas chile y limón',
        'Chicharrón de harina',
        'Cacahuates japoneses',
      ],
    },
    Dulces: {
      Chocolates: ['Chocolate en barra', 'Chocolate de mesa', 'Bombones'],
      Caramelos: ['Paletas de caramelo', 'Dulces enchilados', 'Chicles'],
    },
    Galletas: {
      Galletas: [
        'Galletas marías',
        'Galletas de animalitos',
        'Galletas saladas',
        'Galletas rellenas de vainilla',
      ],
    },
  },
  'Lácteos y refrigerados': {
    Leches: {
      Leche: ['Leche entera ultrapasteurizada', 'Leche deslactosada', 'Leche light', 'Leche en polvo'],
    },
    Derivados: {
      Yogurt: ['Yogurt bebible fresa', 'Yogurt natural', 'Yogurt griego'],
      Quesos: ['Queso panela', 'Queso Oaxaca', 'Queso manchego', 'Crema ácida'],
    },
  },
  Bebés: {
    Pañales: {
      Pañales: ['Pañal etapa 1', 'Pañal etapa 3', 'Pañal etapa 5', 'Toallitas húmedas'],
    },
    Alimentos: {
      Papillas: ['Papilla de manzana', 'Papilla de pera', 'Cereal infantil de arroz'],
    },
  },
  Mascotas: {
    Alimento: {
      Perro: ['Alimento para perro adulto', 'Alimento para cachorro', 'Premios para perro'],
      Gato: ['Alimento para gato adulto', 'Arena para gato'],
    },
  },
};

export const marcasBaranetos = [
  'La Costeña',
  'Del Valle',
  'San Marcos',
  'Great Value',
  'Aurrera',
  'Herdez',
  'Verde Valle',
  'Nutrioli',
  'La Moderna',
  'Maseca',
  'Zulka',
  'Jumex',
  'Bonafont',
  'Ciel',
  'Nescafé',
  'Roma',
  'Ariel',
  'Downy',
  'Cloralex',
  'Fabuloso',
  'Salvo',
  'Pétalo',
  'Regio',
  'Palmolive',
  'Colgate',
  'Sedal',
  'Rexona',
  'Sabritas',
  'Barcel',
  'Gamesa',
  'Lala',
  'Alpura',
  'Danone',
  'Huggies',
  'KleenBebé',
  'Gerber',
  'Pedigree',
  'Whiskas',
  'Baranetos',
];

export const presentaciones = [
  '250 g',
  '500 g',
  '1 kg',
  '900 g',
  '2 kg',
  '355 ml',
  '600 ml',
  '1 l',
  '1.5 l',
  '2 l',
  '3 l',
  '12 piezas',
  '4 piezas',
  '24 piezas',
  '100 g',
  '750 ml',
];

/** Wholesale-line branches (idEmpresa 2), coded 901 and up so they never meet the chain's codes. */
export const sucursalesBaranetos: [string, string, string, string][] = [
  ['Central de Abasto', 'Iztapalapa', 'Ciudad de México', '55'],
  ['Tultitlán', 'Tultitlán', 'Estado de México', '55'],
  ['Guadalajara Mercado Abastos', 'Guadalajara', 'Jalisco', '33'],
  ['Monterrey Estrella', 'Monterrey', 'Nuevo León', '81'],
  ['Puebla Central', 'Puebla', 'Puebla', '222'],
  ['Querétaro Norte', 'Querétaro', 'Querétaro', '442'],
  ['León Centro Mayorista', 'León', 'Guanajuato', '477'],
  ['Toluca Lerma', 'Toluca', 'Estado de México', '722'],
];
