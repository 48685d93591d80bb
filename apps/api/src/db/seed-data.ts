/**
 * The demo accounts `npm start` seeds into an empty database (README, "Demo accounts"). Every
 * account signs in with DEMO_PASSWORD; emails are confirmed. Later features add their own demo
 * rows (slots, bookings in every status, ratings) next to these.
 */
import { TZDate } from '@date-fns/tz';
import type { AgentSlotStatus } from '@brillo/domain/contracts/slots';
import type { agentProfiles, customerProfiles, users } from './schema.ts';

export const DEMO_PASSWORD = 'brillo-demo-2026';

type DemoUser = Pick<typeof users.$inferInsert, 'name' | 'email' | 'phone'>;
type DemoAgentProfile = Partial<Omit<typeof agentProfiles.$inferInsert, 'userId' | 'role'>>;
type DemoCustomerProfile = Partial<Omit<typeof customerProfiles.$inferInsert, 'userId' | 'role'>>;

export interface DemoAgent {
  user: DemoUser;
  profile: DemoAgentProfile;
  /** The comunas where the agent works (PD-43), their own first. */
  serviceComunas: readonly string[];
}

export interface DemoCustomer {
  user: DemoUser;
  profile: DemoCustomerProfile;
}

function agentIn(
  comuna: string,
  street: string,
  postcode: string,
): Pick<DemoAgentProfile, 'address' | 'city' | 'comuna' | 'postcode'> {
  return { address: `${street}, ${comuna}, Santiago`, city: 'Santiago', comuna, postcode };
}

export const demoAgents: readonly DemoAgent[] = [
  {
    user: { name: 'Valentina Rojas Muñoz', email: 'agente@brillo.test', phone: '+56981234567' },
    profile: {
      ...agentIn('Providencia', 'Av. Providencia 1234', '7500000'),
      weeklyHours: 'More than 30 hours',
      policeRecord: 'No',
      qualityAnswer: 'I inform the customer and offer add 15 minutes for the delay',
      workPermit: 'Yes',
      hourlyRate: 8500,
      offersLimpieza: true,
      offersCocina: true,
      offersPlanchado: true,
      offersMascotas: true,
      gender: 'female',
      birthDate: '1988-04-12',
      nationality: 'Chilean',
      bio: 'Llevo diez años limpiando casas y departamentos en Providencia y Ñuñoa. Puntual, ordenada y con mis propios productos.',
    },
    serviceComunas: ['Providencia', 'Ñuñoa', 'Las Condes'],
  },
  {
    user: { name: 'Camila Díaz Araya', email: 'camila.diaz@brillo.test', phone: '+56976543210' },
    profile: {
      ...agentIn('Las Condes', 'Av. Apoquindo 4501', '7550000'),
      weeklyHours: 'Between 20-30 hours',
      hourlyRate: 9500,
      offersLimpieza: true,
      offersPlanchado: true,
      offersBebes: true,
      gender: 'female',
      birthDate: '1992-11-03',
      bio: 'Limpieza profunda de cocinas y baños; también cuido niños pequeños.',
    },
    serviceComunas: ['Las Condes', 'Vitacura', 'Lo Barnechea'],
  },
  {
    user: {
      name: 'Joaquín Fuentes Soto',
      email: 'joaquin.fuentes@brillo.test',
      phone: '+56965432109',
    },
    profile: {
      ...agentIn('Ñuñoa', 'Av. Irarrázaval 3120', '7750000'),
      weeklyHours: 'Between 10-20 hours',
      hourlyRate: 7500,
      offersLimpieza: true,
      offersJardineria: true,
      offersCompras: true,
      gender: 'male',
      birthDate: '1995-06-21',
      bio: 'Ordeno, limpio y me encargo del jardín. Referencias de clientes en Ñuñoa.',
    },
    serviceComunas: ['Ñuñoa', 'Macul'],
  },
  {
    user: {
      name: 'Francisca Morales Silva',
      email: 'francisca.morales@brillo.test',
      phone: '+56954321098',
    },
    profile: {
      ...agentIn('La Florida', 'Av. Vicuña Mackenna 7110', '8240000'),
      weeklyHours: 'More than 30 hours',
      hourlyRate: 7000,
      offersLimpieza: true,
      offersCocina: true,
      offersCuidado: true,
      gender: 'female',
      birthDate: '1983-02-08',
      nationality: 'Peruvian',
      bio: 'Cocino, limpio y acompaño a personas mayores. Trabajo con cuidado y respeto por tu hogar.',
    },
    // Only Maipú, though she lives in La Florida: a customer in Ñuñoa does not see her nearby.
    serviceComunas: ['Maipú'],
  },
];

export const demoCustomers: readonly DemoCustomer[] = [
  {
    user: { name: 'Matías González Soto', email: 'cliente@brillo.test', phone: '+56987654321' },
    profile: {
      gender: 'male',
      birthDate: '1990-09-03',
      nationality: 'Chilean',
      address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago',
      addressExtra: 'Depto. 504',
      postcode: '7750000',
    },
  },
];

/**
 * A customer an operator suspended (PD-38): the accounts' console shows the suspension and its
 * reason, and the sign-in page refuses the account with the suspension's message.
 */
export const demoSuspendedCustomer: DemoCustomer = {
  user: { name: 'Rodrigo Pérez Lagos', email: 'suspendido@brillo.test', phone: '+56955501234' },
  profile: {
    gender: 'male',
    birthDate: '1987-05-21',
    nationality: 'Chilean',
    address: 'Av. Grecia 1800, Peñalolén, Santiago',
    postcode: '7910000',
  },
};
/** Why the demo operator suspended them, as the audit log keeps it. */
export const DEMO_SUSPENSION_REASON =
  'Pagos rechazados repetidos y dos reclamos de agentes por trato inadecuado.';

/**
 * The demo operator (PD-36): signs in at /signin with DEMO_PASSWORD and then the code of an
 * authenticator that holds DEMO_OPERATOR_TOTP_SECRET, which the start-up log prints in
 * development (`oathtool --totp -b <base32>`, README "Operators"). Demo data only: a real
 * operator is added with `npm run operator -- add <email>` and makes their own authenticator.
 */
export const demoOperator = { name: 'Ignacia Torres Vidal', email: 'operador@brillo.test' };
/** The demo operator's TOTP key, as better-auth keeps its generated ones: 32 characters. */
export const DEMO_OPERATOR_TOTP_SECRET = 'BrilloDemoOperatorTotpSecret2026';

export const demoEmails = [
  ...[...demoAgents, ...demoCustomers].map(({ user }) => user.email),
  demoOperator.email,
  demoSuspendedCustomer.user.email,
];

/** The zone the demo agents work in: their slots follow Santiago's wall clock. */
export const DEMO_TIME_ZONE = 'America/Santiago';
/** Calendar days, from tomorrow in Santiago, that each demo agent offers slots on. */
export const DEMO_SLOT_DAYS = 14;

export interface DemoSlot {
  startTime: Date;
  endTime: Date;
  status: AgentSlotStatus;
}

/**
 * Working-hour shifts on Santiago's wall clock: [start hour, start minute, end hour, end minute],
 * on quarter hours, 3.5 to 4.25 hours long. Every morning shift ends before any afternoon one starts.
 */
type Shift = readonly [number, number, number, number];
const morningShifts: readonly Shift[] = [
  [9, 0, 13, 0],
  [8, 15, 12, 45],
  [8, 30, 12, 0],
];
const afternoonShifts: readonly Shift[] = [
  [14, 0, 18, 0],
  [14, 30, 18, 30],
  [15, 0, 19, 15],
];

/**
 * The slots of the demo agent at `agentIndex`, over the `DEMO_SLOT_DAYS` Santiago calendar days
 * after the day of `now`, in working hours. Agents rest on different weekdays, so some agent is
 * free on any day; about one slot in five is 'not available'. The instants come from Santiago's
 * wall clock through TZDate, so they stay right across the daylight-saving changes.
 */
export function demoSlotsFor(agentIndex: number, now: Date): DemoSlot[] {
  const today = new TZDate(now.getTime(), DEMO_TIME_ZONE);
  const slots: DemoSlot[] = [];
  for (let day = 1; day <= DEMO_SLOT_DAYS; day += 1) {
    const date = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + day,
      DEMO_TIME_ZONE,
    );
    // Each agent rests one weekday (Sunday for the first), and every third agent on Saturdays too.
    if (date.getDay() === agentIndex % 7) continue;
    if (agentIndex % 3 === 2 && date.getDay() === 6) continue;
    const worked = [
      morningShifts[(agentIndex + day) % morningShifts.length],
      afternoonShifts[(agentIndex * 2 + day) % afternoonShifts.length],
    ];
    worked.forEach((shift, position) => {
      if (!shift) return;
      const [startHour, startMinute, endHour, endMinute] = shift;
      const at = (hour: number, minute: number) =>
        new Date(
          new TZDate(
            date.getFullYear(),
            date.getMonth(),
            date.getDate(),
            hour,
            minute,
            DEMO_TIME_ZONE,
          ).getTime(),
        );
      const closed = (day * 2 + position + agentIndex) % 5 === 0;
      slots.push({
        startTime: at(startHour, startMinute),
        endTime: at(endHour, endMinute),
        status: closed ? 'not available' : 'available',
      });
    });
  }
  return slots;
}

/**
 * The demo agents' bank accounts (PD-42): Valentina's, registered three weeks ago (before the
 * payout she was paid, seed-earnings.ts), and Camila's, three
 * hours ago (still in its first 24 hours). RUTs with their right verifier digits, compact.
 */
export const demoBankAccounts = [
  {
    email: 'agente@brillo.test',
    holderRut: '16543210-K',
    bank: 'bancoestado',
    accountType: 'vista',
    accountNumber: '16543210',
    hoursAgo: 21 * 24,
  },
  {
    email: 'camila.diaz@brillo.test',
    holderRut: '18234567-9',
    bank: 'santander',
    accountType: 'corriente',
    accountNumber: '0071234567',
    hoursAgo: 3,
  },
] as const;
