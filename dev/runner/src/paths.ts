import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultServicePorts, serviceNames, type ServiceName } from '@academy/contracts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The service names and their default ports have one home, the contracts' platform module.
export { defaultServicePorts, serviceNames, type ServiceName };

export const frontEnds = ['shell', 'mfe-learning', 'mfe-tools', 'mfe-commerce', 'mfe-backoffice'] as const;
export type FrontEnd = (typeof frontEnds)[number];
