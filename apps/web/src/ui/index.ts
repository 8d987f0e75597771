export { BarraBusqueda } from './BarraBusqueda';
export { BotonAccion, type BotonAccionProps } from './BotonAccion';
export {
  DataTable,
  type DataTableProps,
  DEFAULT_PAGE_SIZE,
  type PaginacionServidor,
  totalRegistros,
} from './DataTable';
export { DateInput, type DateInputProps } from './DateInput';
export { DateText } from './DateText';
export {
  confirmDialog,
  DialogsBridge,
  errorDialog,
  infoDialog,
  successDialog,
  successToast,
  warningDialog,
} from './dialogs';
export { ListaOrdenable, type ListaOrdenableProps, mover } from './ListaOrdenable';
export { ModalFormulario, type ModalFormularioProps } from './ModalFormulario';
export { Money } from './Money';
export { CostoInput, NumeroInput, type NumeroInputProps, PrecioInput } from './NumeroInput';
export { type AccionImagen, RejillaImagenes, type RejillaImagenesProps } from './RejillaImagenes';
export { Subida, type SubidaProps } from './Subida';
export { TextoArea, TextoBusqueda, TextoClave, TextoInput } from './TextoInput';
