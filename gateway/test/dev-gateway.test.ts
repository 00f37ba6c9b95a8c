import { describe } from 'vitest';
import { describeGatewayBehaviour, describeUnreachableService } from './support/gateway-behaviour.ts';

describe('dev gateway', () => {
  describe('with the services running', () => {
    describeGatewayBehaviour('dev', { gzip: false });
  });

  describe('when the services are not running', () => {
    describeUnreachableService('dev');
  });
});
