import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes, errorCodes, errorStatuses, gatewayErrorCodes, platformErrorCodes, serviceErrorCodes, serviceNames } from '../src/index.ts';

const readme = (path: string) => readFile(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The codes a README names in backticks. */
const codesIn = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));

describe('error codes', () => {
  it('are SCREAMING_SNAKE, declared once, each slice’s prefixed by the slice', () => {
    expect(errorCodes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
    expect(errorCodes.filter((code, index) => errorCodes.indexOf(code) !== index)).toEqual([]);
    for (const service of serviceNames) {
      expect(
        serviceErrorCodes[service].filter((code) => !code.startsWith(`${service.toUpperCase()}_`)),
        service,
      ).toEqual([]);
    }
  });

  it('each have the one HTTP error status they are answered with', () => {
    expect(Object.keys(errorStatuses)).toEqual([...errorCodes]);
    expect(errorCodes.filter((code) => !Number.isInteger(errorStatuses[code]) || errorStatuses[code] < 400 || errorStatuses[code] > 599)).toEqual([]);
  });

  it.each(serviceNames)('are all listed in the %s service README', async (service) => {
    const listed = codesIn(await readme(`services/${service}/README.md`));
    expect(serviceErrorCodes[service].filter((code) => !listed.has(code))).toEqual([]);
  });

  it('of the gateway are its own (never a service’s) and all listed in the gateway README', async () => {
    expect(gatewayErrorCodes.filter((code) => (errorCodes as readonly string[]).includes(code))).toEqual([]);
    expect(apiErrorCodes.filter((code, index) => apiErrorCodes.indexOf(code) !== index)).toEqual([]);
    const listed = codesIn(await readme('gateway/README.md'));
    expect(gatewayErrorCodes.filter((code) => !listed.has(code))).toEqual([]);
  });

  it('of the platform are all listed in the service kit README', async () => {
    const listed = codesIn(await readme('packages/service-kit/README.md'));
    expect(platformErrorCodes.filter((code) => !listed.has(code))).toEqual([]);
  });
});
