import { describe, expect, it } from 'vitest';
import { continueLearningModules } from './dashboard-view.ts';

describe('continueLearningModules', () => {
  const modules = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('gives up to 2 uncompleted modules in order', () => {
    expect(
      continueLearningModules(modules, [
        { moduleId: 1, completed: true },
        { moduleId: 2, completed: false },
      ]),
    ).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('is empty when every module is completed', () => {
    expect(
      continueLearningModules(
        modules,
        modules.map((m) => ({ moduleId: m.id, completed: true })),
      ),
    ).toEqual([]);
  });
});
