import type { ClientErrorCounts, ClientErrorReport, ClientErrorSummary } from '@academy/contracts';
import type { ClientErrorsRepository } from '../data/client-errors.repository.ts';

/** How long reports are kept. */
export const CLIENT_ERROR_RETENTION_DAYS = 30;
/** The longest message kept, after scrubbing. */
export const CLIENT_ERROR_MESSAGE_LENGTH = 500;

/**
 * A browser's error message without what could name or reach a person: e-mail addresses, the
 * queries and fragments of URLs (tokens, ids, search terms), and runs of six or more digits (phone,
 * card and account numbers), then cut to a length that is enough to tell errors apart.
 */
export function scrubClientErrorMessage(message: string): string {
  const scrubbed = message
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/(\bhttps?:\/\/[^\s?#"'<>]*|(?<![\w/])\/[\w\-./]*)[?#][^\s"'<>]*/g, '$1')
    .replace(/\d[\d\s-]{4,}\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '[number]' : run));
  return scrubbed.length > CLIENT_ERROR_MESSAGE_LENGTH ? `${scrubbed.slice(0, CLIENT_ERROR_MESSAGE_LENGTH - 1)}…` : scrubbed;
}

/** Keeps one browser's report, naming no one (the caller is not recorded). */
export async function reportClientError(clientErrors: ClientErrorsRepository, report: ClientErrorReport): Promise<void> {
  await clientErrors.record({ ...report, message: scrubClientErrorMessage(report.message) });
}

/** The reports of the last `hours`, by source and version. */
export async function summariseClientErrors(clientErrors: ClientErrorsRepository, hours: number, now = new Date()): Promise<ClientErrorSummary> {
  const since = new Date(now.getTime() - hours * 3_600_000);
  return { since: since.toISOString(), groups: await clientErrors.summary(since) };
}

/** The reports since a time, counted by source and version: what release health compares a canary by (decision 050). */
export async function countClientErrors(clientErrors: ClientErrorsRepository, since: Date): Promise<ClientErrorCounts> {
  return { since: since.toISOString(), counts: await clientErrors.counts(since) };
}

/** Removes the reports older than the retention period (at start). */
export function pruneClientErrors(clientErrors: ClientErrorsRepository, now = new Date()): Promise<number> {
  return clientErrors.prune(new Date(now.getTime() - CLIENT_ERROR_RETENTION_DAYS * 86_400_000));
}
