import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
