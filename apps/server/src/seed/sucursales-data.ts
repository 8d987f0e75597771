/** Demo branch locations: [municipio, estado, region used for demo groups, phone area code]. */
export const ubicaciones: readonly [string, string, string, string][] = [
  ['Puebla', 'Puebla', 'Centro', '222'],
  ['Cholula', 'Puebla', 'Centro', '222'],
  ['Tehuacán', 'Puebla', 'Centro', '238'],
  ['Atlixco', 'Puebla', 'Centro', '244'],
  ['Tlaxcala', 'Tlaxcala', 'Centro', '246'],
  ['Apizaco', 'Tlaxcala', 'Centro', '241'],
  ['Benito Juárez', 'Ciudad de México', 'Centro', '55'],
  ['Coyoacán', 'Ciudad de México', 'Centro', '55'],
  ['Iztapalapa', 'Ciudad de México', 'Centro', '55'],
  ['Toluca', 'Estado de México', 'Centro', '722'],
  ['Naucalpan', 'Estado de México', 'Centro', '55'],
  ['Cuernavaca', 'Morelos', 'Centro', '777'],
  ['Pachuca', 'Hidalgo', 'Centro', '771'],
  ['Querétaro', 'Querétaro', 'Bajío', '442'],
  ['León', 'Guanajuato', 'Bajío', '477'],
  ['Irapuato', 'Guanajuato', 'Bajío', '462'],
  ['Celaya', 'Guanajuato', 'Bajío', '461'],
  ['Aguascalientes', 'Aguascalientes', 'Bajío', '449'],
  ['San Luis Potosí', 'San Luis Potosí', 'Bajío', '444'],
  ['Morelia', 'Michoacán', 'Bajío', '443'],
  ['Guadalajara', 'Jalisco', 'Occidente', '33'],
  ['Zapopan', 'Jalisco', 'Occidente', '33'],
  ['Colima', 'Colima', 'Occidente', '312'],
  ['Tepic', 'Nayarit', 'Occidente', '311'],
  ['Monterrey', 'Nuevo León', 'Norte', '81'],
  ['San Nicolás de los Garza', 'Nuevo León', 'Norte', '81'],
  ['Saltillo', 'Coahuila', 'Norte', '844'],
  ['Chihuahua', 'Chihuahua', 'Norte', '614'],
  ['Hermosillo', 'Sonora', 'Norte', '662'],
  ['Culiacán', 'Sinaloa', 'Norte', '667'],
  ['Durango', 'Durango', 'Norte', '618'],
  ['Xalapa', 'Veracruz', 'Golfo', '228'],
  ['Veracruz', 'Veracruz', 'Golfo', '229'],
  ['Orizaba', 'Veracruz', 'Golfo', '272'],
  ['Villahermosa', 'Tabasco', 'Sureste', '993'],
  ['Mérida', 'Yucatán', 'Sureste', '999'],
  ['Cancún', 'Quintana Roo', 'Sureste', '998'],
  ['Campeche', 'Campeche', 'Sureste', '981'],
  ['Oaxaca de Juárez', 'Oaxaca', 'Sureste', '951'],
  ['Tuxtla Gutiérrez', 'Chiapas', 'Sureste', '961'],
  ['Acapulco', 'Guerrero', 'Sureste', '744'],
  ['Chilpancingo', 'Guerrero', 'Sureste', '747'],
];

export const zonas = ['Centro', 'Bajío', 'Occidente', 'Norte', 'Golfo', 'Sureste'] as const;

export const apellidos = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez',
  'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz',
] as const;

export const nombresPila = [
  'María', 'José', 'Guadalupe', 'Juan', 'Ana', 'Luis', 'Fernanda', 'Carlos', 'Alejandra', 'Miguel',
  'Patricia', 'Jorge', 'Sofía', 'Ricardo', 'Daniela', 'Arturo', 'Verónica', 'Roberto', 'Claudia', 'Eduardo',
] as const;

export const colonias = ['Centro', 'Reforma', 'La Paz', 'Jardines', 'San Miguel', 'Las Flores', 'Del Valle', 'Lomas'] as const;
