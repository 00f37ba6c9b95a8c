import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningJwk, loadCertificateKeys } from '../src/data/certificate-keys.ts';
import { checkCredential, signCredential } from '../src/domain/certificate-credential.ts';

const publicUrl = 'https://academy.example';
const claims = { id: '25a2cae3-ba77-4a48-932d-00315a0511dd', learnerName: 'Ada Lovelace', modules: ['One'], issuedAt: new Date('2026-05-01T12:00:00Z') };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'certificate-keys-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadCertificateKeys', () => {
  it('without a configured key, generates one into the key file once; every later start reads the same', async () => {
    const keyFile = path.join(dir, 'a', 'key.json');
    const [first, second] = await Promise.all([loadCertificateKeys({ keyFile }), loadCertificateKeys({ keyFile })]);
    expect(second.kid).toBe(first.kid);
    expect((await loadCertificateKeys({ keyFile })).kid).toBe(first.kid);
    expect(JSON.parse(await readFile(keyFile, 'utf8'))).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
  });

  it('refuses a configured key that is not an Ed25519 private JWK', async () => {
    await expect(loadCertificateKeys({ signingKey: '{"kty":"RSA"}', keyFile: path.join(dir, 'unused.json') })).rejects.toThrow(
      /CERTIFICATE_SIGNING_KEY is not an Ed25519 private key/,
    );
  });

  it('after a key is replaced, still accepts what the previous key signed while its public half is listed', async () => {
    const retired = await generateSigningJwk();
    const before = await loadCertificateKeys({ signingKey: JSON.stringify(retired), keyFile: path.join(dir, 'unused.json') });
    const credential = await signCredential(claims, publicUrl, before);

    const next = JSON.stringify(await generateSigningJwk());
    const withoutPrevious = await loadCertificateKeys({ signingKey: next, keyFile: path.join(dir, 'unused.json') });
    expect(await checkCredential(credential, publicUrl, withoutPrevious.publicKeys)).toMatchObject({ ok: false });

    const previousPublicKeys = JSON.stringify([{ kty: 'OKP', crv: 'Ed25519', x: retired.x }]);
    const rotated = await loadCertificateKeys({ signingKey: next, keyFile: path.join(dir, 'unused.json'), previousPublicKeys });
    expect(rotated.publicKeys.keys.map((key) => key.kid)).toEqual([withoutPrevious.kid, before.kid]);
    expect(await checkCredential(credential, publicUrl, rotated.publicKeys)).toEqual({ ok: true, certificateId: claims.id, learnerName: 'Ada Lovelace' });
    expect(await checkCredential(await signCredential(claims, publicUrl, rotated), publicUrl, rotated.publicKeys)).toMatchObject({ ok: true });
  });

  it('refuses previous keys that are not Ed25519 public JWKs', async () => {
    await expect(loadCertificateKeys({ keyFile: path.join(dir, 'a', 'key.json'), previousPublicKeys: '[{"kty":"EC"}]' })).rejects.toThrow(
      /CERTIFICATE_PREVIOUS_PUBLIC_KEYS/,
    );
  });
});
