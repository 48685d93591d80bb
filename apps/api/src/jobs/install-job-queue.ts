import type { PgBoss, QueueOptions } from 'pg-boss';
import type { QueueConnection } from '../db/client.ts';
import { bossFor } from './job-queue.ts';
import type { QueueDefinition, QueueSettings } from './queues.ts';

/**
 * Installs (or upgrades) pg-boss's schema and creates or updates the given queues: part of setting
 * up the database (`setup-database.ts`), under the migrations' lock.
 */
export async function installJobQueue(
  connection: QueueConnection,
  queues: readonly QueueDefinition<object>[],
): Promise<void> {
  const boss = bossFor({ connection });
  await boss.start();
  try {
    await createQueues(boss, queues);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

async function createQueues(boss: PgBoss, queues: readonly QueueDefinition<object>[]) {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const queue of queues) {
    if (existing.has(queue.name)) await boss.updateQueue(queue.name, changeable(queue.options));
    else await boss.createQueue(queue.name, queue.options);
  }
}

/** What an existing queue may change: all but its policy, which pg-boss refuses to change. */
function changeable({ policy: _policy, ...options }: QueueSettings): QueueOptions {
  return options;
}
