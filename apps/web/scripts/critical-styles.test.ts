import { describe, expect, it } from 'vitest';
import { inlineCriticalStyles, selectorToMatch } from './critical-styles.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('selectorToMatch', () => {
  it('keeps :where and :is, which the matcher understands, and drops states and pseudo-elements', () => {
    expect(selectorToMatch(':where(._container_rac4g_8)')).toBe(':is(._container_rac4g_8)');
    expect(selectorToMatch('.m_1:where([data-variant=filled]):hover')).toBe(
      '.m_1:is([data-variant=filled])',
    );
    expect(selectorToMatch('.a::before')).toBe('.a');
    expect(selectorToMatch(':where(:hover)')).toBe('*');
    expect(selectorToMatch('.a >')).toBe('.a > *');
  });
});

describe('inlineCriticalStyles', () => {
  it('inlines the rules that match the page, :where rules included, and leaves the others', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-styles-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'assets', 'page.css'),
      ':where(.box){max-width:60rem}.box:hover{color:red}.absent{color:blue}@media (min-width:48em){.box{padding:2rem}}',
    );
    const html =
      '<!doctype html><html><head><title>t</title></head><body><div class="box">x</div></body></html>';
    const page = await inlineCriticalStyles(html, dist, ['/assets/page.css']);
    fs.rmSync(dist, { recursive: true });

    const inlined = /<style>(.*)<\/style>/.exec(page)?.[1] ?? '';
    expect(inlined).toContain(':where(.box){max-width:60rem}');
    expect(inlined).toContain('.box:hover{color:red}');
    expect(inlined).toContain('@media (min-width:48em){.box{padding:2rem}}');
    expect(inlined).not.toContain('.absent');
    expect(page).not.toContain('data-beasties-container');
  });
});
