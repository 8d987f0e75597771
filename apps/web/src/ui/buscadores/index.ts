export {
  BuscadorArticulo,
  BuscadorCliente,
  BuscadorEmpleado,
  BuscadorFormula,
  BuscadorMarca,
  BuscadorMedico,
  BuscadorProveedor,
  BuscadorSucursal,
} from './catalogos';
export { type BuscadorConfig, type BuscadorProps, buscadorKey, crearBuscador } from './crearBuscador';
export { BuscadorArticuloBaranetos, BuscadorLicenciatario, BuscadorUsuarioEmpleado } from './cuentas';
