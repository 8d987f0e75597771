import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catDiasInternacionales } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const GUARDAR = '/catalogos/dias-internacionales/guardar-dia-internacional';

/** Known stored-XSS payloads (OWASP filter evasion cheat sheet and mutation XSS classics). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<b onmouseover="alert(1)">negrita</b>',
  '<span style="color: red" onclick="alert(1)">rojo</span>',
  '<span style="background:url(javascript:alert(1))">fondo</span>',
  '<span style="color: expression(alert(1))">ie</span>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "//evil.example/x.css";</style>',
  '<object data="javascript:alert(1)"></object>',
  '<input autofocus onfocus=alert(1)>',
  '<p onclick="alert(1)">párrafo</p>',
];

/** Anything that would run: a dangerous element, an event handler, or a script URL. */
const PELIGRO =
  /<\s*\/?\s*(script|img|svg|iframe|style|math|object|embed|body|details|input|base|form)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|expression\(|url\(/i;

const guardada = async (descripcion: string) => {
  const res = (
    await admin.post(GUARDAR, {
      idCatDiasInternacionales: 0,
      fecha: '01-01',
      titulo: 'Prueba',
      descripcion,
      fechaInicio: '01-01',
      fechaFin: '01-01',
    })
  ).json();
  expect(res.value, res.message).toBe(true);
  const [fila] = await db
    .select()
    .from(catDiasInternacionales)
    .where(eq(catDiasInternacionales.idCatDiasInternacionales, res.data.idCatDiasInternacionales));
  expect(res.data.descripcion).toBe(fila!.descripcion);
  return fila!.descripcion;
};

describe('the stored description is sanitised (no stored XSS)', () => {
  it.each(PAYLOADS)('nothing executable of %s survives a save', async (payload) => {
    const html = await guardada(`Día seguro ${payload}`);
    expect(html).not.toMatch(PELIGRO);
    expect(html).toContain('Día seguro');
  });

  it('keeps the allowed formatting: bold, colours as hex, line breaks, safe links', async () => {
    const html = await guardada(
      '<p><b>Salud</b> <span style="color: rgb(0, 128, 0)">verde</span> <a href="https://who.int">OMS</a></p>',
    );
    expect(html).toBe(
      '<strong>Salud</strong> <span style="color:#008000">verde</span> <a href="https://who.int" target="_blank" rel="noopener noreferrer nofollow">OMS</a><br />',
    );
  });

  it('refuses a payload that leaves no text once cleaned', async () => {
    const res = (
      await admin.post(GUARDAR, {
        idCatDiasInternacionales: 0,
        fecha: '01-01',
        descripcion: '<img src=x onerror=alert(1)><script>alert("texto")</script>',
        fechaInicio: '01-01',
        fechaFin: '01-01',
      })
    ).json();
    expect(res).toMatchObject({
      value: false,
      message: 'Debe escribir una descripcion para el dia internacional',
    });
  });
});
