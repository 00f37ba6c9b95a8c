import type { Certificate } from '@academy/contracts';
import { Button, buttonVariants, EmptyState, ErrorBox, Input, Label } from '@academy/ui';
import { usePageTitle, usePlatform } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { Award, Copy, Download, ExternalLink } from 'lucide-react';
import { Placeholder } from '../placeholder/index.ts';
import { certificateDate, linkedInAddToProfileUrl } from './certificate-format.ts';
import { useMyCertificate } from './data/queries.ts';

function PublicLink({ url }: { url: string }) {
  const { toast } = usePlatform();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Anyone with the link can check your certificate.' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor="certificate-public-link">Public link</Label>
      <div className="flex gap-2">
        <Input id="certificate-public-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <div className="space-y-8">
      {revoked ? (
        <p role="alert" className="rounded-card border border-destructive/30 bg-destructive-soft p-4 text-sm text-foreground">
          This certificate was revoked{certificate.revokedAt ? ` on ${certificateDate(certificate.revokedAt)}` : ''} (the course was refunded) and is no longer
          valid.
        </p>
      ) : null}
      <article aria-label="Certificate" className="space-y-4 rounded-card border-4 border-primary/30 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{certificate.issuerName}</p>
        <h2 className="text-2xl font-bold">Certificate of Completion</h2>
        <p className="text-muted-foreground">This certifies that</p>
        <p className="text-3xl font-bold text-primary">{certificate.learnerName}</p>
        <p className="text-muted-foreground">
          has completed every module of <strong className="text-foreground">{certificate.courseName}</strong>
        </p>
        <p className="text-sm text-muted-foreground">Issued {certificateDate(certificate.issuedAt)}</p>
        <ol
          aria-label="Modules completed"
          className="mx-auto grid max-w-2xl list-decimal gap-x-8 gap-y-1 pl-6 text-left text-sm text-muted-foreground sm:grid-cols-2"
        >
          {certificate.modules.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
        <p className="text-xs break-all text-muted-foreground">Certificate number {certificate.id}</p>
      </article>
      {revoked ? null : (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-3">
            <a className={buttonVariants()} href={certificate.pdfUrl} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
            <a className={buttonVariants({ variant: 'outline' })} href={linkedInAddToProfileUrl(certificate)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Add to LinkedIn profile
            </a>
            <Link className={buttonVariants({ variant: 'ghost' })} to="/verify/$id" params={{ id: certificate.id }}>
              Open the verification page
            </Link>
          </div>
          <PublicLink url={certificate.verifyUrl} />
        </div>
      )}
    </div>
  );
}

function NoCertificate() {
  return (
    <EmptyState
      icon={<Award />}
      title="No certificate yet"
      description="Complete every module of the course to earn it."
      headingLevel={2}
      action={
        <Link className={buttonVariants()} to="/courses">
          Continue learning
        </Link>
      }
    />
  );
}

/** '/certificate': the learner's course certificate, its PDF, LinkedIn link and public link. */
export function CertificatePage() {
  usePageTitle('Your certificate');
  const certificate = useMyCertificate();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      {/* The same for every learner, so it is in the page's first view: the page's largest text from the first paint. */}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your certificate</h1>
        <p className="max-w-2xl text-muted-foreground">
          Finish every module of the course and your certificate of completion is here: a PDF to download, a line for your LinkedIn profile and a public link
          anyone can check it with.
        </p>
      </header>
      {certificate.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading your certificate...
          </p>
          {/* Drawn as it is for a learner who has not finished the course, the room it takes. */}
          <Placeholder>
            <NoCertificate />
          </Placeholder>
        </>
      ) : null}
      {certificate.isError ? (
        <ErrorBox title="Your certificate could not be loaded" message={certificate.error.message} onRetry={() => void certificate.refetch()} />
      ) : null}
      {certificate.data === null ? <NoCertificate /> : null}
      {certificate.data ? <CertificateView certificate={certificate.data} /> : null}
    </div>
  );
}
