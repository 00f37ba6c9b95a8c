export * from './levels.ts';
export * from './awards.ts';
export * from './week.ts';
export * from './quests.ts';
export * from './leagues.ts';
export * from './streak-freeze.ts';
