import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, pending, renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { certificateId, verifiedCertificate } from './certificate.fixture.ts';
import { VerifyCertificatePage } from './verify-page.tsx';

const id = certificateId;
const verificationPath = `GET /api/certificates/${id}/verification`;
const certificate = verifiedCertificate;

const renderVerify = (certificateId = id) => renderPage(VerifyCertificatePage, { routePath: '/verify/$id', url: `/verify/${certificateId}`, auth: signedOut });
const wait = { timeout: 10_000 };

describe('VerifyCertificatePage (signed out)', () => {
  it('while it checks, says so', async () => {
    stubFetch({ [verificationPath]: pending });
    renderVerify();
    expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('Checking the certificate...');
  });

  it('a valid certificate: whom it was issued to, for what, when, and its modules', async () => {
    stubFetch({ [verificationPath]: { body: { status: 'valid', certificate } } });
    renderVerify();
    const verdict = await screen.findByRole('region', { name: 'Valid certificate' }, wait);
    expect(verdict).toHaveTextContent('Issued by AI Business Academy to Ada Lovelace for completing AI Business Growth Mastery on May 1, 2025');
    expect(
      within(verdict)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(certificate.modules);
  });

  it('a revoked certificate says so, when and why', async () => {
    stubFetch({
      [verificationPath]: {
        body: { status: 'revoked', reason: 'The course was refunded.', certificate: { ...certificate, revokedAt: '2025-05-20T12:00:00.000Z' } },
      },
    });
    renderVerify();
    const verdict = await screen.findByRole('region', { name: 'Revoked certificate' }, wait);
    expect(verdict).toHaveTextContent('was revoked on May 20, 2025 and is no longer valid. The course was refunded.');
    expect(within(verdict).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('a number never issued is unknown', async () => {
    stubFetch({
      [verificationPath]: { body: { status: 'unknown', reason: 'No certificate with this number was issued by this academy.', certificate: null } },
    });
    renderVerify();
    expect(await screen.findByRole('region', { name: 'Unknown certificate' }, wait)).toHaveTextContent(
      'No certificate with this number was issued by this academy.',
    );
  });

  it('something that is not a certificate number (400) is unknown too', async () => {
    stubFetch({ 'GET /api/certificates/not-a-number/verification': failure(400, 'The request is not valid.') });
    renderVerify('not-a-number');
    expect(await screen.findByRole('region', { name: 'Unknown certificate' }, wait)).toHaveTextContent('not a certificate number');
  });

  it('when the check fails, shows the error and checks again on Retry', async () => {
    stubFetch({ [verificationPath]: failure(503, 'down') });
    const user = userEvent.setup();
    renderVerify();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('The certificate could not be checked');
    stubFetch({ [verificationPath]: { body: { status: 'valid', certificate } } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Valid certificate' }, wait)).toBeInTheDocument();
  });

  it('checks a pasted credential with the issuer and shows its verdict', async () => {
    const calls = stubFetch({
      [verificationPath]: { body: { status: 'valid', certificate } },
      'POST /api/certificates/verify': (call) =>
        (call.body as { credential: string }).credential === 'header.payload.signature'
          ? { body: { status: 'valid', certificate } }
          : { body: { status: 'unknown', reason: 'The signature does not match: the credential was altered or forged.', certificate: null } },
    });
    const user = userEvent.setup();
    renderVerify();
    const check = await screen.findByRole('region', { name: 'Check a credential' }, wait);
    expect(within(check).getByRole('link', { name: 'issuer’s public keys' })).toHaveAttribute('href', '/api/certificates/issuer-keys');
    expect(within(check).getByRole('button', { name: 'Check credential' })).toBeDisabled();

    await user.type(within(check).getByLabelText('Credential (VC-JWT)'), 'header.payload.signature');
    await user.click(within(check).getByRole('button', { name: 'Check credential' }));
    expect(await within(check).findByRole('region', { name: 'Valid certificate' }, wait)).toHaveTextContent('Ada Lovelace');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/certificates/verify', body: { credential: 'header.payload.signature' } }),
    ]);

    await user.clear(within(check).getByLabelText('Credential (VC-JWT)'));
    await user.type(within(check).getByLabelText('Credential (VC-JWT)'), 'header.altered.signature');
    await user.click(within(check).getByRole('button', { name: 'Check credential' }));
    expect(await within(check).findByRole('region', { name: 'Unknown certificate' }, wait)).toHaveTextContent('altered or forged');
  });
});
