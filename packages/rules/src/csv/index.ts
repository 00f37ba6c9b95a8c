export * from './csv-cell.ts';
