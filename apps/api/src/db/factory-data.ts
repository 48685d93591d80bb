/** Believable Chilean sample data for the factories (tests and the demo seed). */

export const firstNames = [
  'Camila',
  'Javiera',
  'Francisca',
  'Catalina',
  'Valentina',
  'Constanza',
  'Fernanda',
  'María José',
  'Matías',
  'Benjamín',
  'Sebastián',
  'Joaquín',
  'Cristóbal',
  'Vicente',
] as const;

export const lastNames = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Sepúlveda',
  'Morales',
  'Araya',
  'Espinoza',
  'Fuentes',
  'Valenzuela',
] as const;

export interface SamplePlace {
  street: string;
  comuna: string;
  city: string;
  postcode: string;
}

export const places: readonly SamplePlace[] = [
  { street: 'Av. Providencia', comuna: 'Providencia', city: 'Santiago', postcode: '7500000' },
  { street: 'Av. Irarrázaval', comuna: 'Ñuñoa', city: 'Santiago', postcode: '7750000' },
  { street: 'Av. Apoquindo', comuna: 'Las Condes', city: 'Santiago', postcode: '7550000' },
  { street: 'Av. Vicuña Mackenna', comuna: 'La Florida', city: 'Santiago', postcode: '8240000' },
  { street: 'Calle Condell', comuna: 'Valparaíso', city: 'Valparaíso', postcode: '2340000' },
  { street: 'Av. Libertad', comuna: 'Viña del Mar', city: 'Viña del Mar', postcode: '2520000' },
  { street: 'Calle Barros Arana', comuna: 'Concepción', city: 'Concepción', postcode: '4030000' },
];

export const addressExtras = [
  'Depto. 504',
  'Casa B, pasaje interior',
  'Torre 2, depto. 1203',
  'Block C, depto. 31',
  'Oficina 7, timbre 2',
] as const;

export const agentBios = [
  'Llevo ocho años limpiando casas y departamentos en Santiago. Puntual y ordenada.',
  'Me especializo en limpieza profunda de cocinas y baños. Traigo mis propios productos.',
  'Trabajo con cuidado y respeto por tu hogar; tengo referencias de clientes anteriores.',
  '',
] as const;

export const hourlyRatesClp = [6000, 7000, 7500, 8000, 9000, 10000] as const;

export function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('pick() needs a non-empty list');
  return value;
}

/** A Chilean mobile number in the spec's format: +569 and eight digits. */
export function chileanMobile(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('');
  return `+569${digits}`;
}

/** A birth date between 1960 and 2004 as YYYY-MM-DD. */
export function adultBirthDate(): string {
  const year = 1960 + Math.floor(Math.random() * 45);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function streetAddress(place: SamplePlace): string {
  const number = 100 + Math.floor(Math.random() * 4900);
  return `${place.street} ${number}, ${place.comuna}, ${place.city}`;
}
