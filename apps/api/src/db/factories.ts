/**
 * Factories that insert believable rows, shared by the tests and the demo seed. Each takes the
 * database and optional overrides and returns the inserted rows.
 */
import { comunaByName } from '@brillo/domain/address-parts';
import type { AccountRole } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher.ts';
import type { Database } from './client.ts';
import {
  addressExtras,
  adultBirthDate,
  agentBios,
  chileanMobile,
  firstNames,
  hourlyRatesClp,
  lastNames,
  pick,
  places,
  streetAddress,
} from './factory-data.ts';
import {
  accounts,
  agentProfiles,
  agentServiceComunas,
  availabilitySlots,
  bookings,
  customerProfiles,
  users,
} from './schema.ts';

export type User = typeof users.$inferSelect;
export type AgentProfile = typeof agentProfiles.$inferSelect;
export type CustomerProfile = typeof customerProfiles.$inferSelect;
export type AvailabilitySlot = typeof availabilitySlots.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'role'>>;
type AgentProfileOverrides = Partial<Omit<typeof agentProfiles.$inferInsert, 'userId' | 'role'>>;
type CustomerProfileOverrides = Partial<
  Omit<typeof customerProfiles.$inferInsert, 'userId' | 'role'>
>;

const hour = 60 * 60 * 1000;
let sequence = 0;

function nextSequence(): number {
  sequence += 1;
  return sequence;
}

function emailFor(name: string, number: number): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return `${local}.${number}.${crypto.randomUUID().slice(0, 6)}@example.com`;
}

export async function createUser(
  db: Database,
  role: AccountRole,
  overrides: UserOverrides = {},
): Promise<User> {
  const name = overrides.name ?? `${pick(firstNames)} ${pick(lastNames)}`;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: emailFor(name, nextSequence()),
      emailVerified: true,
      phone: chileanMobile(),
      ...overrides,
      role,
    })
    .returning();
  if (!user) throw new Error('createUser: no row returned');
  return user;
}

/**
 * A password for the user, as better-auth stores it (a `credential` account), so the user can sign
 * in through /api/auth/sign-in/email. Pass the hasher the app under test uses.
 */
export async function createCredentials(
  db: Database,
  user: User,
  password: string,
  hasher: PasswordHasher,
) {
  const [account] = await db
    .insert(accounts)
    .values({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: await hasher.hash(password),
    })
    .returning();
  if (!account) throw new Error('createCredentials: no row returned');
  return account;
}

export async function createAgent(
  db: Database,
  overrides: {
    user?: UserOverrides;
    profile?: AgentProfileOverrides;
    /** The comunas where the agent works; their own comuna when not given. */
    serviceComunas?: readonly string[];
  } = {},
): Promise<{ user: User; profile: AgentProfile }> {
  const user = await createUser(db, 'agent', overrides.user);
  const place = pick(places);
  const [profile] = await db
    .insert(agentProfiles)
    .values({
      userId: user.id,
      weeklyHours: 'Between 20-30 hours',
      policeRecord: 'No',
      qualityAnswer: 'I inform the customer and offer add 15 minutes for the delay',
      workPermit: 'Yes',
      hourlyRate: pick(hourlyRatesClp),
      offersLimpieza: true,
      offersCocina: Math.random() < 0.5,
      offersPlanchado: Math.random() < 0.5,
      gender: pick(['female', 'male', 'other'] as const),
      birthDate: adultBirthDate(),
      nationality: pick(['Chilean', 'Chilean', 'Venezuelan', 'Peruvian', 'Colombian'] as const),
      address: streetAddress(place),
      city: place.city,
      comuna: place.comuna,
      postcode: place.postcode,
      bio: pick(agentBios),
      ...overrides.profile,
    })
    .returning();
  if (!profile) throw new Error('createAgent: no profile row returned');
  // As at sign-up, the agent works in their own comuna (PD-43) unless the test says where.
  const own = profile.comuna === null ? null : comunaByName(profile.comuna);
  const area = overrides.serviceComunas ?? (own === null ? [] : [own]);
  if (area.length > 0) {
    await db
      .insert(agentServiceComunas)
      .values(area.map((comuna) => ({ agentId: user.id, comuna })));
  }
  return { user, profile };
}

export async function createCustomer(
  db: Database,
  overrides: { user?: UserOverrides; profile?: CustomerProfileOverrides } = {},
): Promise<{ user: User; profile: CustomerProfile }> {
  const user = await createUser(db, 'customer', overrides.user);
  const place = pick(places);
  const [profile] = await db
    .insert(customerProfiles)
    .values({
      userId: user.id,
      gender: pick(['female', 'male', 'other'] as const),
      birthDate: adultBirthDate(),
      nationality: 'Chilean',
      address: streetAddress(place),
      addressExtra: pick(addressExtras),
      postcode: place.postcode,
      ...overrides.profile,
    })
    .returning();
  if (!profile) throw new Error('createCustomer: no profile row returned');
  return { user, profile };
}

/**
 * A three-hour slot. Without explicit times each call takes the next free window, starting
 * tomorrow at 12:00 UTC (morning in Santiago), so an agent's default slots never overlap.
 */
export async function createSlot(
  db: Database,
  values: { agentId: string } & Partial<Omit<typeof availabilitySlots.$inferInsert, 'agentId'>>,
): Promise<AvailabilitySlot> {
  const base = new Date(Date.now() + 24 * hour);
  base.setUTCHours(12, 0, 0, 0);
  const startTime = values.startTime ?? new Date(base.getTime() + nextSequence() * 4 * hour);
  const endTime = values.endTime ?? new Date(startTime.getTime() + 3 * hour);
  const [slot] = await db
    .insert(availabilitySlots)
    .values({ ...values, startTime, endTime })
    .returning();
  if (!slot) throw new Error('createSlot: no row returned');
  return slot;
}

/** A booking of the whole slot, with the agent's current hourly rate as its snapshot. */
export async function createBooking(
  db: Database,
  values: { customerId: string; slot: AvailabilitySlot } & Partial<
    Pick<typeof bookings.$inferInsert, 'status' | 'hourlyRate'>
  >,
): Promise<Booking> {
  const { slot, ...rest } = values;
  const hourlyRate = rest.hourlyRate ?? (await currentHourlyRate(db, slot.agentId));
  const [booking] = await db
    .insert(bookings)
    .values({
      ...rest,
      agentId: slot.agentId,
      availabilityId: slot.id,
      bookingStartTime: slot.startTime,
      bookingEndTime: slot.endTime,
      hourlyRate,
    })
    .returning();
  if (!booking) throw new Error('createBooking: no row returned');
  return booking;
}

async function currentHourlyRate(db: Database, agentId: string): Promise<number> {
  const [agent] = await db
    .select({ hourlyRate: agentProfiles.hourlyRate })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId));
  if (!agent) throw new Error(`createBooking: no agent profile ${agentId}`);
  return agent.hourlyRate;
}
