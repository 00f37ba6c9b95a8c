import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const serviceNames = ['identity', 'learning', 'tools', 'commerce', 'backoffice'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const frontEnds = ['shell', 'mfe-learning', 'mfe-tools', 'mfe-commerce', 'mfe-backoffice'] as const;
export type FrontEnd = (typeof frontEnds)[number];

export const defaultServicePorts: Record<ServiceName, number> = {
  identity: 4101,
  learning: 4102,
  tools: 4103,
  commerce: 4104,
  backoffice: 4105,
};
