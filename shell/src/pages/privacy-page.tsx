import { usePlatform } from '@academy/web-kit';
import { LegalPage, SupportEmailLink, type LegalSection } from './legal-page.tsx';

/** /privacy */
export function PrivacyPage() {
  const { config } = usePlatform();
  const sections: LegalSection[] = [
    {
      title: 'Information we collect',
      body: (
        <ul>
          <li>Account details from the identity provider you sign in with: your name, e-mail address and profile image.</li>
          <li>Your learning activity: module progress, quiz and skill assessment results, study time, XP and challenge progress.</li>
          <li>Information you choose to enter, such as onboarding answers, calculator inputs and CRM contacts.</li>
          <li>Purchase records: what you bought, the amount and the payment status.</li>
        </ul>
      ),
    },
    {
      title: 'How we use it',
      body: (
        <ul>
          <li>To provide the course, keep track of your progress and personalise your learning path.</li>
          <li>To process your purchase and grant your access.</li>
          <li>To answer your questions and keep the academy secure.</li>
        </ul>
      ),
    },
    {
      title: 'Sign-in and payment providers',
      body: (
        <p>
          Sign-in goes through an identity provider, and card payments go through a payment provider. Card numbers are handled by the payment provider only; we
          never receive or store them. These providers process your data under their own privacy policies.
        </p>
      ),
    },
    {
      title: 'Cookies',
      body: <p>We use one session cookie to keep you signed in. It is strictly necessary, is not used for advertising and ends when you log out.</p>,
    },
    {
      title: 'Sharing',
      body: (
        <p>
          We do not sell your personal information. We share it only with the providers that run the academy for us (such as the identity and payment providers)
          or when the law requires it.
        </p>
      ),
    },
    {
      title: 'Retention and security',
      body: (
        <p>
          We keep your data while your account exists and as long as needed for legal and accounting duties. Access is restricted to the people and systems that
          need it.
        </p>
      ),
    },
    {
      title: 'Your rights',
      body: (
        <p>
          You can ask for a copy of your data, its correction or its deletion. Write to <SupportEmailLink email={config.supportEmail} />; we respond to privacy
          inquiries within 30 days.
        </p>
      ),
    },
    {
      title: 'Children',
      body: (
        <p>
          The academy is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a child has given us
          information, contact us and we will delete it.
        </p>
      ),
    },
    {
      title: 'Changes to this policy',
      body: <p>When this policy changes, the date at the top of this page changes with it.</p>,
    },
  ];

  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>This policy explains what personal information AI Business Academy collects, why, and the choices you have.</p>}
      sections={sections}
    />
  );
}
