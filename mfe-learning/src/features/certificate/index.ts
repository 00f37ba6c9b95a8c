export { CertificatePage } from './certificate-page.tsx';
export { VerifyCertificatePage } from './verify-page.tsx';
