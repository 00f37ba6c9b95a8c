import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@academy/service-kit';
import { startStandIns, type RunningStandIns } from '@academy/stand-ins';

export interface TestStandIns extends RunningStandIns {
  /** What a service's configuration needs to reach these stand-ins (SMTP_URL, …). */
  env: Record<string, string>;
}

/**
 * The development stand-ins a service's tests need, in the test process (so a test can read the
 * mailbox or hold back webhooks), each in a temporary folder removed on stop.
 */
export async function startTestStandIns(which: { mailbox?: boolean }): Promise<TestStandIns> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stand-ins-'));
  try {
    const standIns = await startStandIns({
      logger: createLogger('stand-ins', 'silent'),
      ...(which.mailbox ? { mailbox: { dir: path.join(dir, 'mailbox') } } : {}),
    });
    const env: Record<string, string> = {};
    if (standIns.mailbox) env.SMTP_URL = standIns.mailbox.smtpUrl;
    return {
      ...standIns,
      env,
      async stop() {
        await standIns.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
