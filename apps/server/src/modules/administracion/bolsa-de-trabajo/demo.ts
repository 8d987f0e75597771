import { readFileSync } from 'node:fs';
import type { Tx } from '../../../db/client.ts';
import { crearPdf } from '../../../platform/pdf.ts';
import { semilla } from '../../../seed/registry.ts';
import { VACANTES_DEMO, type VacanteDemo } from './demo-datos.ts';
import { crearDocx } from './docx.ts';
import { sucursalesConUbicacion } from './queries.ts';
import { registrarPostulante } from './service.ts';
import { catVacantes } from './tablas.ts';

/** A real scanned-looking CV (a JPEG rendered once in Chromium, 420×540). */
const JPEG = () => readFileSync(new URL('./demo-archivos/cv-escaneado.jpg', import.meta.url));

const lineasCv = (p: VacanteDemo['postulantes'][number], v: VacanteDemo) => [
  p.nombre,
  p.puesto,
  `${v.ciudad}, ${v.estado}`,
  'Experiencia',
  `3 años como ${p.puesto.toLowerCase()} en empresas del ramo.`,
  'Formación',
  'Estudios concluidos con certificado.',
  'Habilidades',
  'Atención a clientes, trabajo en equipo, manejo de paquetería de oficina.',
];

const cvPdf = async (lineas: string[]) => {
  const pdf = crearPdf({ titulo: `Currículum de ${lineas[0]}` });
  pdf.texto('Currículum vitae', { tamano: 18, negrita: true }).linea();
  lineas.forEach((l, i) => {
    const titulo = i === 0 || ['Experiencia', 'Formación', 'Habilidades'].includes(l);
    if (titulo && i > 0) pdf.espacio();
    pdf.texto(l, { negrita: titulo, tamano: i === 0 ? 14 : 10 });
  });
  return pdf.terminar();
};

const archivoCv = async (p: VacanteDemo['postulantes'][number], v: VacanteDemo) => {
  const base = `CV ${p.nombre}`;
  if (p.tipo === 'jpg') return { nombre: `${base}.jpg`, contenido: JPEG() };
  const lineas = lineasCv(p, v);
  if (p.tipo === 'docx') return { nombre: `${base}.docx`, contenido: await crearDocx(lineas) };
  return { nombre: `${base}.pdf`, contenido: await cvPdf(lineas) };
};

/** Uploads spread over the last weeks of October 2026, one day apart. */
const fechaSubida = (n: number) => new Date(Date.UTC(2026, 9, 5 + n * 2, 16 + (n % 5), 12 * (n % 4)));

const demo = async (tx: Tx, ctx: { usuarios: { admin: number } }) => {
  const sucursales = await sucursalesConUbicacion(tx);
  const existe = (v: VacanteDemo) =>
    sucursales.some((s) => s.estado === v.estado && s.localidad === v.ciudad);
  let n = 0;
  for (const [i, v] of VACANTES_DEMO.entries()) {
    // The cities come from the demo branches; a branch set without that city takes another's place.
    const otra = sucursales[i % Math.max(sucursales.length, 1)];
    const lugar =
      existe(v) || !otra
        ? { estado: v.estado, ciudad: v.ciudad }
        : { estado: otra.estado, ciudad: otra.localidad };
    const { postulantes, ...campos } = v;
    const [fila] = await tx
      .insert(catVacantes)
      .values({
        ...campos,
        ...lugar,
        estatus: 'A',
        usuario: ctx.usuarios.admin,
        creadoPor: ctx.usuarios.admin,
      })
      .returning({ id: catVacantes.idVacante });
    for (const p of postulantes) {
      const archivo = await archivoCv(p, v);
      await registrarPostulante(tx, { idVacante: fila!.id, ...archivo, fechaSubida: fechaSubida(n++) });
    }
  }
};

export default semilla({ demo });
