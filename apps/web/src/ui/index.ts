export {
  DataTable,
  type DataTableProps,
  DEFAULT_PAGE_SIZE,
  type PaginacionServidor,
  totalRegistros,
} from './DataTable';
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
export { Money } from './Money';
export { Subida, type SubidaProps } from './Subida';
