import { describe, expect, it } from 'vitest';
import { findBrotliStaticModule, findNginx, isNginxAvailable } from '../src/nginx-config.ts';
import { describeGatewayBehaviour, describeUnreachableService } from './support/gateway-behaviour.ts';

// Runs against the real nginx. A machine without nginx fails here, locally and in CI alike:
// the generated configuration is only known to work once nginx has served it.
describe('gateway on nginx', () => {
  it('finds nginx installed', () => {
    expect(findNginx(), 'nginx is required for these tests (Debian: apt-get install nginx)').toBeDefined();
    expect(isNginxAvailable()).toBe(true);
  });

  it('finds the brotli static module installed', () => {
    expect(
      findBrotliStaticModule(),
      'the brotli static module is required for these tests (Debian: apt-get install libnginx-mod-http-brotli-static; scripts/install-system-deps.sh)',
    ).toBeDefined();
  });

  describe('with the services running', () => {
    describeGatewayBehaviour('nginx', { gzip: true, brotliStatic: true });
  });

  describe('when the services are not running', () => {
    describeUnreachableService('nginx');
  });
});
