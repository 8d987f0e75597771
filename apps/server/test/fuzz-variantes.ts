/**
 * The malformed values and bodies of the fuzz test (platform/fuzz.test.ts, issues 11 and 23).
 * Fixed values only: the test is deterministic.
 */
export const HUGE = '__numero_enorme__';
const LARGO = 'x'.repeat(100_000);
/** Values put in place of each body field, one at a time. */
export const MALOS: unknown[] = [
  32_768,
  -32_769,
  2 ** 31,
  2 ** 53,
  -1,
  1.5,
  'abc',
  'a\u0000b',
  '\uD800',
  'z\uDC00',
  'x'.repeat(10_000),
  LARGO,
  '2026-02-30',
  '0000-01-01',
  "' OR 1=1; DROP TABLE web_usuarios;--",
  '<img src=x onerror=alert(1)>',
  1e308,
  HUGE,
  null,
  {},
  [],
  true,
];
/** Values put in place of each path segment or query field (already URL-encoded). */
export const MALOS_URL = [
  '32768',
  '-32769',
  '2147483648',
  '9007199254740992',
  '-1',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(2000),
  'x'.repeat(10_000),
  '2026-02-30',
  '1e400',
  '',
];
/** Raw bodies sent with content-type application/json. */
export const CRUDOS = (base: unknown) => {
  const json = JSON.stringify(base);
  const interior = json?.startsWith('{') && json !== '{}' ? `,${json.slice(1)}` : '}';
  return [
    '',
    'null',
    '[]',
    '"x"',
    '{',
    '{"a":1,}',
    '{"__proto__":{"x":1}}',
    `{"__proto__":{"admin":true}${interior}`,
    `{"constructor":{"prototype":{"admin":true}}${interior}`,
    '1e400',
  ];
};
/** Other content types, with a body each. */
export const TIPOS: [string, string][] = [
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
  ['application/xml', '<a>1</a>'],
  ['application/json; charset=latin1', '{}'],
];

/** A multipart form as the screens send it: the record as the `json` field, then a file. */
const FRONTERA = '----fuzz';
const parteMultipart = (cabecera: string, contenido: string) =>
  `--${FRONTERA}\r\n${cabecera}\r\n\r\n${contenido}\r\n`;
const FORMULARIO =
  parteMultipart('Content-Disposition: form-data; name="json"', '{"id":0}') +
  parteMultipart(
    'Content-Disposition: form-data; name="archivo"; filename="a.png"\r\nContent-Type: image/png',
    '\x89PNG\r\n\x1a\n'.padEnd(200, 'x'),
  ) +
  `--${FRONTERA}--\r\n`;
export const MULTIPART = `multipart/form-data; boundary=${FRONTERA}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A whole form: `json` as given, then a 1×1 PNG (bytes: the body is a Buffer). */
export const formulario = (json: string) =>
  Buffer.concat([
    Buffer.from(
      parteMultipart('Content-Disposition: form-data; name="json"', json) +
        `--${FRONTERA}\r\nContent-Disposition: form-data; name="archivo"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${FRONTERA}--\r\n`),
  ]);
/** Malformed multipart bodies: [content-type, body]. Sent to every POST and DELETE. */
export const MULTIPARTES: [string, string][] = [
  // Cut inside the file, inside a part's headers, and after the first boundary.
  [MULTIPART, FORMULARIO.slice(0, FORMULARIO.length - 60)],
  [MULTIPART, FORMULARIO.slice(0, FORMULARIO.indexOf('filename') + 4)],
  [MULTIPART, `--${FRONTERA}\r\n`],
  [MULTIPART, 'no es multipart'],
  // Without a boundary, an empty one and one longer than busboy takes (256).
  ['multipart/form-data', FORMULARIO],
  ['multipart/form-data; boundary=', FORMULARIO],
  [`multipart/form-data; boundary=${'b'.repeat(300)}`, FORMULARIO],
  // A part without Content-Disposition, one with a malformed header line, one named __proto__.
  [MULTIPART, `${parteMultipart('Content-Type: text/plain', 'x')}--${FRONTERA}--\r\n`],
  [MULTIPART, `${parteMultipart('esto no es un encabezado', 'x')}--${FRONTERA}--\r\n`],
  [
    MULTIPART,
    `${parteMultipart('Content-Disposition: form-data; name="__proto__"', '{"x":1}')}--${FRONTERA}--\r\n`,
  ],
  [
    MULTIPART,
    `${parteMultipart('Content-Disposition: form-data; name="json"', '{"__proto__":{"x":1}}')}--${FRONTERA}--\r\n`,
  ],
];
