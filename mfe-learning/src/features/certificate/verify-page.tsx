import type { CertificateVerification } from '@academy/contracts';
import { ErrorBox, LoadingState } from '@academy/ui';
import { isApiError, usePageTitle } from '@academy/web-kit';
import { useParams } from '@tanstack/react-router';
import { BadgeCheck, CircleHelp, ShieldX } from 'lucide-react';
import { certificateDate } from './certificate-format.ts';
import { useCertificateVerification } from './data/queries.ts';

const verdicts = {
  valid: { title: 'Valid certificate', icon: BadgeCheck, tone: 'border-success/40 bg-success-soft text-success' },
  revoked: { title: 'Revoked certificate', icon: ShieldX, tone: 'border-destructive/40 bg-destructive-soft text-destructive' },
  unknown: { title: 'Unknown certificate', icon: CircleHelp, tone: 'border-border bg-muted text-muted-foreground' },
} as const;

function Verdict({ verification, id }: { verification: CertificateVerification; id: string }) {
  const verdict = verdicts[verification.status];
  const Icon = verdict.icon;
  const certificate = verification.certificate;
  return (
    <section aria-labelledby="verdict" className="space-y-6">
      <div className={`flex items-start gap-4 rounded-card border p-6 ${verdict.tone}`}>
        <Icon aria-hidden="true" className="mt-1 size-8 shrink-0" />
        <div className="space-y-2 text-foreground">
          <h2 id="verdict" className="text-2xl font-bold">
            {verdict.title}
          </h2>
          {verification.status === 'valid' && certificate ? (
            <p>
              Issued by {certificate.issuerName}
              {certificate.learnerName ? ` to ${certificate.learnerName}` : ''} for completing {certificate.courseName} on{' '}
              {certificateDate(certificate.issuedAt)}. Its signature checks against the issuer’s public keys.
            </p>
          ) : null}
          {verification.status === 'revoked' && certificate ? (
            <p>
              This certificate for {certificate.courseName} was revoked
              {certificate.revokedAt ? ` on ${certificateDate(certificate.revokedAt)}` : ''} and is no longer valid.
              {verification.reason ? ` ${verification.reason}` : ''}
            </p>
          ) : null}
          {verification.status === 'unknown' ? <p>{verification.reason ?? 'This academy issued no certificate with this number.'}</p> : null}
          <p className="text-sm break-all text-muted-foreground">Certificate number {id}</p>
        </div>
      </div>
      {verification.status === 'valid' && certificate ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">Modules completed</h3>
          <ol className="list-decimal space-y-1 pl-6 text-sm text-muted-foreground">
            {certificate.modules.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** '/verify/$id': anyone, signed in or not, checks a certificate: valid, revoked or unknown. */
export function VerifyCertificatePage() {
  const params: { id?: string } = useParams({ strict: false });
  const id = params.id ?? '';
  usePageTitle('Certificate verification');
  const verification = useCertificateVerification(id);
  // A number that is not one (400) is as unknown as one never issued.
  const malformed = isApiError(verification.error) && verification.error.status === 400;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Certificate verification</h1>
      {verification.isPending ? <LoadingState label="Checking the certificate..." /> : null}
      {verification.data ? <Verdict verification={verification.data} id={id} /> : null}
      {malformed ? <Verdict verification={{ status: 'unknown', reason: 'This is not a certificate number this academy issues.', certificate: null }} id={id} /> : null}
      {verification.isError && !malformed ? (
        <ErrorBox title="The certificate could not be checked" message={verification.error.message} onRetry={() => void verification.refetch()} />
      ) : null}
    </div>
  );
}
