/** A funnel's stages in one URL parameter: `Visitors~10000|Cart~1200` (names lose `~` and `|`). */
export type StageText = { name: string; count: string };

const clean = (text: string) => text.replace(/[~|]/g, ' ');

export function encodeStages(stages: readonly StageText[]): string {
  return stages.map((stage) => `${clean(stage.name)}~${clean(stage.count)}`).join('|');
}

export function decodeStages(text: string): StageText[] {
  if (text === '') return [];
  return text.split('|').map((part) => {
    const [name = '', count = ''] = part.split('~');
    return { name, count };
  });
}
