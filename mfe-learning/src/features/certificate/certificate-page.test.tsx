import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { CertificatePage } from './certificate-page.tsx';
import { certificateId, verifiedCertificate } from './certificate.fixture.ts';

const id = certificateId;
const certificate = {
  ...verifiedCertificate,
  status: 'valid',
  credential: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln',
  verifyUrl: `https://academy.example/verify/${id}`,
  pdfUrl: `/api/certificates/${id}/pdf`,
};

const renderCertificate = () => renderPage(CertificatePage, { routePath: '/certificate' });
const wait = { timeout: 10_000 };

describe('CertificatePage', () => {
  it('while the certificate loads, says so', async () => {
    stubFetch({ 'GET /api/certificates/mine': pending });
    renderCertificate();
    expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('Loading your certificate...');
  });

  it('before the course is complete, says how to earn one and links to the modules', async () => {
    stubFetch({ 'GET /api/certificates/mine': { body: null } });
    renderCertificate();
    expect(await screen.findByRole('heading', { name: 'No certificate yet' }, wait)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('when it cannot be loaded, shows the error and loads it again on Retry', async () => {
    stubFetch({ 'GET /api/certificates/mine': failure(503, 'down') });
    const user = userEvent.setup();
    renderCertificate();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Your certificate could not be loaded');
    stubFetch({ 'GET /api/certificates/mine': { body: certificate } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lovelace', {}, wait)).toBeInTheDocument();
  });

  it('shows the name, the course, the date and the modules, with the PDF, LinkedIn and the public link', async () => {
    stubFetch({ 'GET /api/certificates/mine': { body: certificate } });
    renderCertificate();
    const card = await screen.findByRole('article', { name: 'Certificate' }, wait);
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('AI Business Growth Mastery');
    expect(card).toHaveTextContent('Issued May 1, 2025');
    expect(
      within(within(card).getByRole('list', { name: 'Modules completed' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(certificate.modules);

    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', `/api/certificates/${id}/pdf`);
    const linkedIn = new URL(screen.getByRole('link', { name: /Add to LinkedIn profile/ }).getAttribute('href') ?? '');
    expect(linkedIn.hostname).toBe('www.linkedin.com');
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verifyUrl);
    expect(linkedIn.searchParams.get('name')).toBe('AI Business Growth Mastery');
    expect(screen.getByRole('link', { name: 'Open the verification page' })).toHaveAttribute('href', `/verify/${id}`);
    expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(certificate.verifyUrl);
  });

  it('copies the public link and says so', async () => {
    stubFetch({ 'GET /api/certificates/mine': { body: certificate } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { platform } = renderCertificate();
    await user.click(await screen.findByRole('button', { name: /Copy link/ }, wait));
    expect(writeText).toHaveBeenCalledWith(certificate.verifyUrl);
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied' }));
  });

  it('a revoked certificate says it is no longer valid and offers neither PDF nor LinkedIn', async () => {
    stubFetch({ 'GET /api/certificates/mine': { body: { ...certificate, status: 'revoked', revokedAt: '2025-05-20T12:00:00.000Z' } } });
    renderCertificate();
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('This certificate was revoked on May 20, 2025');
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to LinkedIn profile/ })).not.toBeInTheDocument();
  });
});
