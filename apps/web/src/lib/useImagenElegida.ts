import { useEffect, useState } from 'react';
import { warningDialog } from '@/ui/dialogs';

/**
 * An image chosen for a form before it is saved: refused at once when its type or size is wrong
 * (the server checks it again by content), previewed from memory while chosen, the stored one's
 * address (`inicial`) shown until then. `elegir` is an antd Upload's beforeUpload.
 */
export const useImagenElegida = (o: {
  inicial: string;
  tipos: readonly string[];
  tamanoMaximo: number;
  mensajes: { tipo: string; tamano: string };
  /** A further check of the content (e.g. a BMP's width): the refusal's text, or null. */
  revisar?: (archivo: File) => Promise<string | null>;
}) => {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [vista, setVista] = useState(o.inicial);
  useEffect(() => {
    if (!archivo) return;
    const url = URL.createObjectURL(archivo);
    setVista(url);
    return () => URL.revokeObjectURL(url);
  }, [archivo]);
  const elegir = (elegido: File) => {
    if (!o.tipos.includes(elegido.type)) void warningDialog(o.mensajes.tipo);
    else if (elegido.size > o.tamanoMaximo) void warningDialog(o.mensajes.tamano);
    else if (!o.revisar) setArchivo(elegido);
    else void o.revisar(elegido).then((falla) => (falla ? void warningDialog(falla) : setArchivo(elegido)));
    return false;
  };
  return { archivo, vista, elegir };
};
