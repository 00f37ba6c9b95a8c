import type { AiTool } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { capitalise, countByCategory, toolCountLabel } from './categories.ts';

const tool = (id: number, category: string): AiTool => ({
  id,
  name: `Tool ${id}`,
  description: 'Does one thing well',
  category,
  icon: 'brain',
  color: 'primary',
  isExternal: false,
  url: null,
  path: null,
});

describe('countByCategory', () => {
  it('lists each distinct category once, sorted, with its count', () => {
    const tools = [tool(1, 'crm'), tool(2, 'analytics'), tool(3, 'crm'), tool(4, 'automation')];
    expect(countByCategory(tools)).toEqual([
      { category: 'analytics', count: 1 },
      { category: 'automation', count: 1 },
      { category: 'crm', count: 2 },
    ]);
  });

  it('is empty for an empty catalogue', () => {
    expect(countByCategory([])).toEqual([]);
  });
});

describe('labels', () => {
  it('capitalises a category and counts tools in the singular and plural', () => {
    expect(capitalise('analytics')).toBe('Analytics');
    expect(capitalise('crm')).toBe('CRM');
    expect(toolCountLabel(1)).toBe('1 tool');
    expect(toolCountLabel(3)).toBe('3 tools');
  });
});
