import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe's WCAG 2.x A and AA rules on the page once its transitions have ended; fails on any
 * violation (docs/testing.md).
 */
export async function expectNoViolations(page: Page) {
  // A dialog or notification still fading in has its colours mixed with the page behind it, which
  // axe reads as low contrast: wait for finite transitions and animations to end (spinners loop
  // forever and are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
