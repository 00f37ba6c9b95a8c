import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

/**
 * Keeps the development provider's short-lived records (interactions, codes, its own sessions)
 * in this process. Enough for one process signing people in during development; an external
 * issuer replaces the whole provider in production.
 */
export function createMemoryAdapterClass() {
  const entries = new Map<string, Entry>();
  /** grantId -> keys of the records issued under it */
  const byGrant = new Map<string, Set<string>>();
  /** `${model}:uid:${uid}` or `${model}:userCode:${code}` -> record key */
  const pointers = new Map<string, string>();
  const key = (model: string, id: string) => `${model}:${id}`;

  function read(k: string | undefined): AdapterPayload | undefined {
    if (k === undefined) return undefined;
    const entry = entries.get(k);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(k);
      return undefined;
    }
    return entry.payload;
  }

  function sweep() {
    const now = Date.now();
    for (const [k, entry] of entries) if (entry.expiresAt !== undefined && entry.expiresAt <= now) entries.delete(k);
    for (const [p, k] of pointers) if (!entries.has(k)) pointers.delete(p);
    for (const [grantId, keys] of byGrant) {
      for (const k of keys) if (!entries.has(k)) keys.delete(k);
      if (keys.size === 0) byGrant.delete(grantId);
    }
  }

  return class MemoryAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      if (entries.size > 5_000) sweep();
      const k = key(this.model, id);
      entries.set(k, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(k);
        byGrant.set(payload.grantId, keys);
      }
      if (payload.uid) pointers.set(`${this.model}:uid:${payload.uid}`, k);
      if (payload.userCode) pointers.set(`${this.model}:userCode:${payload.userCode}`, k);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(key(this.model, id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return read(pointers.get(`${this.model}:userCode:${userCode}`));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return read(pointers.get(`${this.model}:uid:${uid}`));
    }

    async consume(id: string): Promise<void> {
      const payload = read(key(this.model, id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(key(this.model, id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const k of byGrant.get(grantId) ?? []) entries.delete(k);
      byGrant.delete(grantId);
    }
  };
}
