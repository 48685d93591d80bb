import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('makes zod jitless, so object schemas never try new Function', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    const functionSpy = vi.spyOn(globalThis, 'Function');

    expect(z.config().jitless).toBe(true);
    const schema = z.object({ to: z.email(), subject: z.string() });
    expect(schema.parse({ to: 'ana@example.com', subject: 'Hola' })).toEqual({
      to: 'ana@example.com',
      subject: 'Hola',
    });
    expect(functionSpy).not.toHaveBeenCalled();
    functionSpy.mockRestore();
  });
});
