import { toolColors, toolIcons } from '@academy/contracts';
import { Bot, Brain, Calculator } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { toolColorClasses, toolIcon } from './tool-icons.ts';

describe('toolIcon', () => {
  it('gives the icon of a catalogue icon name', () => {
    expect(toolIcon('robot')).toBe(Bot);
    expect(toolIcon('calculator')).toBe(Calculator);
  });

  it('falls back to the brain for an unknown icon name', () => {
    expect(toolIcon('no-such-icon')).toBe(Brain);
  });

  it('has its own icon for every name the catalogue allows except brain', () => {
    const others = toolIcons.filter((name) => name !== 'brain').map(toolIcon);
    expect(others).not.toContain(Brain);
    expect(new Set(others).size).toBe(others.length);
  });
});

describe('toolColorClasses', () => {
  it('gives the tile classes of a catalogue colour name', () => {
    expect(toolColorClasses('success')).toBe('bg-success-soft text-success');
    expect(toolColorClasses('warning')).toBe('bg-warning-soft text-warning');
  });

  it('uses the primary colour for an unknown colour name', () => {
    expect(toolColorClasses('no-such-colour')).toBe('bg-primary/10 text-primary');
  });

  it('has its own classes for every colour the catalogue allows', () => {
    expect(new Set(toolColors.map(toolColorClasses)).size).toBe(toolColors.length);
  });
});
