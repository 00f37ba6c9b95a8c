import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { IssuerKeys } from '@academy/contracts';

/** The key certificates are signed with, and the public half anyone verifies them with. */
export interface CertificateKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKeys: IssuerKeys;
}

function isEd25519PublicJwk(value: unknown): value is JWK & { x: string } {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string';
}

function isEd25519PrivateJwk(value: unknown): value is JWK & { x: string; d: string } {
  return isEd25519PublicJwk(value) && typeof (value as Record<string, unknown>).d === 'string';
}

function parseJwk(text: string, where: string): JWK & { x: string; d: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON: it must be an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","x":…,"d":…}).`);
  }
  if (!isEd25519PrivateJwk(parsed)) throw new Error(`${where} is not an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","x":…,"d":…}).`);
  return parsed;
}

/** A new Ed25519 private key as a JWK. */
export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return exportJWK(privateKey);
}

/**
 * The configured key, else the one in `keyFile`, written there (never overwritten) when absent.
 * Several processes of the service may start together: the first to create the file wins and
 * every process reads what it holds.
 */
async function readOrCreateKeyFile(keyFile: string): Promise<string> {
  try {
    return await readFile(keyFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(keyFile), { recursive: true });
  // Written whole beside it, then linked into place: a reader never sees half a key.
  const draft = `${keyFile}.${randomUUID()}.tmp`;
  await writeFile(draft, JSON.stringify(await generateSigningJwk()), { mode: 0o600 });
  try {
    await link(draft, keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return readFile(keyFile, 'utf8');
}

/** The previous keys' public halves: a JSON array of Ed25519 public JWKs. */
function parsePreviousKeys(text: string | undefined): string[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every(isEd25519PublicJwk)) {
    throw new Error('CERTIFICATE_PREVIOUS_PUBLIC_KEYS is not a JSON array of Ed25519 public keys as JWKs ([{"kty":"OKP","crv":"Ed25519","x":…}]).');
  }
  return parsed.map((key) => key.x);
}

const publicJwk = async (x: string): Promise<IssuerKeys['keys'][number]> => ({
  kty: 'OKP',
  crv: 'Ed25519',
  x,
  kid: await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x }),
  alg: 'EdDSA',
  use: 'sig',
});

export async function loadCertificateKeys(options: { signingKey?: string; keyFile: string; previousPublicKeys?: string }): Promise<CertificateKeys> {
  const jwk = options.signingKey
    ? parseJwk(options.signingKey, 'CERTIFICATE_SIGNING_KEY')
    : parseJwk(await readOrCreateKeyFile(options.keyFile), options.keyFile);
  const current = await publicJwk(jwk.x);
  const previous = await Promise.all(
    parsePreviousKeys(options.previousPublicKeys)
      .filter((x) => x !== jwk.x)
      .map(publicJwk),
  );
  const privateKey = await importJWK({ kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d }, 'EdDSA');
  if (privateKey instanceof Uint8Array) throw new Error('The certificate signing key could not be read as a key.');
  return { kid: current.kid, privateKey, publicKeys: { keys: [current, ...previous] } };
}
