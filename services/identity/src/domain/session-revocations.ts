import type { SessionRevocation } from '@academy/contracts';

/** Tells every service that a session ended or a user changed, before the change is reported done. */
export interface SessionRevocations {
  publish(revocation: SessionRevocation): Promise<void>;
}
