import { bolsaMessages as m } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { archivos } from '../../../db/schema/index.ts';
import { crearDocx } from './docx.ts';
import { registrarPostulante } from './service.ts';
import { catVacantes, controlVacantesPostulantes } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/administracion/bolsa-de-trabajo';

const idDe = async (titulo: string) =>
  (await db.select().from(catVacantes).where(eq(catVacantes.titulo, titulo)))[0]!.idVacante;
const postulantes = async (idVacante: number | string) =>
  (await admin.get(`${B}/obtener-postulantes-vacante/${idVacante}`)).json();

describe('obtener-postulantes-vacante', () => {
  it("lists a vacancy's applicants with upload date and the type read from each file", async () => {
    const res = await postulantes(await idDe('Auxiliar de farmacia'));
    expect(res.value).toBe(true);
    expect(res.data).toHaveLength(3);
    expect(res.data.map((p: { tipoDocumento: string }) => p.tipoDocumento).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
    ]);
    const fechas = res.data.map((p: { fechaSubida: string }) => p.fechaSubida);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect(res.data[0]).toMatchObject({
      nombreArchivo: expect.stringMatching(/^CV /),
      tamano: expect.any(Number),
    });
    expect(res.data[0]).not.toHaveProperty('file');
  });

  it("answers no rows and 'No existen aplicantes para esta vacante' for a vacancy without applicants", async () => {
    expect(await postulantes(await idDe('Chofer repartidor'))).toMatchObject({
      value: true,
      data: [],
      message: m.sinAplicantes,
    });
  });

  it('refuses a vacancy that does not exist, and a bad id with a Spanish 400', async () => {
    expect(await postulantes(999_999)).toMatchObject({ value: false, message: m.vacanteNoExiste });
    const res = await admin.get(`${B}/obtener-postulantes-vacante/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(m.idVacante);
  });
});

describe('descargar-cv', () => {
  it('answers the stored bytes with their type and the file name', async () => {
    const [p] = (await postulantes(await idDe('Médico general para consultorio'))).data;
    const res = await admin.get(`${B}/descargar-cv/${p.idControlVacantesPostulantes}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(p.nombreArchivo));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(p.tamano);
  });

  it('serves a real JPEG and a real DOCX', async () => {
    const lista = (await postulantes(await idDe('Auxiliar de farmacia'))).data;
    for (const p of lista) {
      const res = await admin.get(`${B}/descargar-cv/${p.idControlVacantesPostulantes}`);
      expect((await fileTypeFromBuffer(res.rawPayload))?.mime).toBe(p.tipoDocumento);
    }
  });

  it('refuses an applicant that does not exist (envelope) and a bad id (400 in Spanish)', async () => {
    const res = await admin.get(`${B}/descargar-cv/999999`);
    expect(res.json()).toMatchObject({ value: false, message: m.postulanteNoExiste });
    const mal = await admin.get(`${B}/descargar-cv/0`);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.idPostulante);
  });
});

describe('eliminar-postulante', () => {
  it('removes the applicant and the file, only from the vacancy named', async () => {
    const idVacante = await idDe('Encargado de sucursal');
    const [p] = (await postulantes(idVacante)).data;
    const [fila] = await db
      .select()
      .from(controlVacantesPostulantes)
      .where(eq(controlVacantesPostulantes.idControlVacantesPostulantes, p.idControlVacantesPostulantes));
    const otra = await admin.post(`${B}/eliminar-postulante`, {
      idControlVacantesPostulantes: p.idControlVacantesPostulantes,
      idVacante: idVacante + 1,
    });
    expect(otra.json()).toMatchObject({ value: false, message: m.postulanteNoExiste });
    const res = await admin.post(`${B}/eliminar-postulante`, {
      idControlVacantesPostulantes: p.idControlVacantesPostulantes,
      idVacante,
    });
    expect(res.json()).toMatchObject({ value: true, message: m.postulanteEliminado });
    expect(await db.select().from(archivos).where(eq(archivos.id, fila!.idArchivo))).toHaveLength(0);
    expect(await postulantes(idVacante)).toMatchObject({ data: [], message: m.sinAplicantes });
  });

  it('answers 400 in Spanish without a valid applicant id', async () => {
    const res = await admin.post(`${B}/eliminar-postulante`, { idVacante: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(m.idPostulante);
  });
});

describe('registrarPostulante (the CV types, read from the content)', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ba0000000049454e44ae426082',
    'hex',
  );

  it('stores a DOCX, and records a legacy .doc (a Compound File) as application/msword', async () => {
    const idVacante = await idDe('Chofer repartidor');
    const tipoDe = async (id: number) =>
      (
        await db
          .select()
          .from(controlVacantesPostulantes)
          .where(eq(controlVacantesPostulantes.idControlVacantesPostulantes, id))
      )[0]!.tipoDocumento;
    const docx = await db.transaction(async (tx) =>
      registrarPostulante(tx, {
        idVacante,
        nombre: 'CV Juan.docx',
        contenido: await crearDocx(['Juan', 'Chofer']),
      }),
    );
    expect(await tipoDe(docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // The signature Word 97–2003 files start with.
    const cfb = Buffer.alloc(1024);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(cfb);
    const doc = await db.transaction((tx) =>
      registrarPostulante(tx, { idVacante, nombre: 'cv.doc', contenido: cfb }),
    );
    expect(await tipoDe(doc)).toBe('application/msword');
  });

  it('refuses a PNG or a text renamed .pdf, and a file over 5 MB, with their messages', async () => {
    const idVacante = await idDe('Chofer repartidor');
    const intento = (nombre: string, contenido: Buffer) =>
      db
        .transaction((tx) => registrarPostulante(tx, { idVacante, nombre, contenido }))
        .catch((e: Error) => e.message);
    expect(await intento('cv.png', PNG)).toBe(m.cvTipo);
    expect(await intento('vacio.pdf', Buffer.alloc(0))).toBe(m.cvTipo);
    expect(await intento('cv.pdf', Buffer.from('no soy un pdf'))).toBe(m.cvTipo);
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await intento('cv.pdf', grande)).toBe(m.cvTamano);
    expect(await intento('cv.pdf', Buffer.from('%PDF-1.4\n%%EOF'))).not.toBe(m.cvTipo);
  });

  it('refuses a vacancy that does not exist', async () => {
    const r = await db
      .transaction((tx) =>
        registrarPostulante(tx, { idVacante: 999_999, nombre: 'a.pdf', contenido: Buffer.from('%PDF-1.4') }),
      )
      .catch((e: Error) => e.message);
    expect(r).toBe(m.vacanteNoExiste);
  });
});
