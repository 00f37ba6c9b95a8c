import type { CertificateVerification } from '@academy/contracts';
import { Button, ErrorBox, Label, Textarea } from '@academy/ui';
import { isApiError, usePageTitle } from '@academy/web-kit';
import { useParams } from '@tanstack/react-router';
import { BadgeCheck, CircleHelp, ShieldX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Placeholder, UntilInteractive } from '../placeholder/index.ts';
import { certificateDate } from './certificate-format.ts';
import { useCertificateVerification, useVerifyCredential } from './data/queries.ts';

const verdicts = {
  valid: { title: 'Valid certificate', icon: BadgeCheck, tone: 'border-success/40 bg-success-soft text-success' },
  revoked: { title: 'Revoked certificate', icon: ShieldX, tone: 'border-destructive/40 bg-destructive-soft text-destructive' },
  unknown: { title: 'Unknown certificate', icon: CircleHelp, tone: 'border-border bg-muted text-muted-foreground' },
} as const;

function Verdict({ verification, id, headingLevel = 2 }: { verification: CertificateVerification; id: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `verdict-${headingLevel}`;
  const verdict = verdicts[verification.status];
  const Icon = verdict.icon;
  const certificate = verification.certificate;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className={`flex items-start gap-4 rounded-card border p-6 ${verdict.tone}`}>
        <Icon aria-hidden="true" className="mt-1 size-8 shrink-0" />
        <div className="space-y-2 text-foreground">
          <Heading id={headingId} className="text-2xl font-bold">
            {verdict.title}
          </Heading>
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
          <p id={`${headingId}-modules`} className="text-lg font-semibold">
            Modules completed
          </p>
          <ol aria-labelledby={`${headingId}-modules`} className="list-decimal space-y-1 pl-6 text-sm text-muted-foreground">
            {certificate.modules.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** A credential someone holds (the VC-JWT), checked by the issuer: its signature, then the certificate's state. */
function CredentialCheck() {
  const [credential, setCredential] = useState('');
  const check = useVerifyCredential();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (credential.trim()) check.mutate(credential.trim());
  };
  return (
    <section aria-labelledby="credential-check" className="space-y-4 border-t border-border pt-6">
      <h2 id="credential-check" className="text-lg font-semibold">
        Check a credential
      </h2>
      <p className="text-sm text-muted-foreground">
        Were you given the credential itself? Paste it to check its signature against the{' '}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href="/api/certificates/issuer-keys">
          issuer’s public keys
        </a>
        .
      </p>
      {/* In the prerendered page a placeholder until the app is there: a credential pasted into the static page would be lost at the swap. */}
      <UntilInteractive status="The credential check is loading...">
        <form onSubmit={submit} className="space-y-3">
          <Label htmlFor="credential">Credential (VC-JWT)</Label>
          <Textarea id="credential" rows={4} value={credential} onChange={(event) => setCredential(event.target.value)} className="font-mono text-xs" />
          <Button type="submit" variant="outline" disabled={!credential.trim() || check.isPending}>
            {check.isPending ? 'Checking...' : 'Check credential'}
          </Button>
        </form>
      </UntilInteractive>
      {check.isError ? <ErrorBox title="The credential could not be checked" message={check.error.message} /> : null}
      {check.data ? <Verdict verification={check.data} id={check.data.certificate?.id ?? 'not known'} headingLevel={3} /> : null}
    </section>
  );
}

/**
 * What the verdict's placeholder is drawn as while the certificate is checked: the verdict on a number
 * never issued, a certificate number's length (a UUID's) long, the room most answers take (a valid
 * certificate's adds its modules below it). The prerendered page, the same at every number
 * (docs/decisions/059), draws it so too.
 */
const checking: CertificateVerification = { status: 'unknown', reason: 'No certificate with this number was issued by this academy.', certificate: null };
const standInNumber = '00000000-0000-0000-0000-000000000000';

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
      {verification.isPending ? (
        <>
          <p role="status" className="sr-only">
            Checking the certificate...
          </p>
          <Placeholder>
            <Verdict verification={checking} id={standInNumber} />
          </Placeholder>
        </>
      ) : null}
      {verification.data ? <Verdict verification={verification.data} id={id} /> : null}
      {malformed ? (
        <Verdict verification={{ status: 'unknown', reason: 'This is not a certificate number this academy issues.', certificate: null }} id={id} />
      ) : null}
      {verification.isError && !malformed ? (
        <ErrorBox title="The certificate could not be checked" message={verification.error.message} onRetry={() => void verification.refetch()} />
      ) : null}
      <CredentialCheck />
    </div>
  );
}
