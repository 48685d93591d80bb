import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe's WCAG 2.x A and AA rules on the page once its transitions have ended; fails on any
 * violation (docs/testing.md). `bestPractices` adds axe's best-practice rules (landmarks, one
 * main heading, unique landmark names…), which the public pages meet (issue 17).
 */
export async function expectNoViolations(page: Page, options: { bestPractices?: boolean } = {}) {
  // A dialog or notification still fading in has its colours mixed with the page behind it, which
  // axe reads as low contrast: wait for finite transitions and animations to end (spinners loop
  // forever and are left running). A transition starts a frame after its element mounts, so wait
  // two frames and look again: one just mounted is then running, and waited for too.
  const settled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  await settled();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await settled();
  const results = await new AxeBuilder({ page })
    .withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'wcag22aa',
      ...(options.bestPractices ? ['best-practice'] : []),
    ])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
