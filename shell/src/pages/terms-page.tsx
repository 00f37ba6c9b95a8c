import { useCoursePrice, usePlatform } from '@academy/web-kit';
import { LegalPage, SupportEmailLink, type LegalSection } from './legal-page.tsx';

/** /terms */
export function TermsPage() {
  const { config } = usePlatform();
  // The price is the catalogue's (an administrator may change it); until it is known, no number.
  const price = useCoursePrice();
  const sections: LegalSection[] = [
    {
      title: 'Agreement to these terms',
      body: (
        <p>
          By creating an account, buying the course or using any part of AI Business Academy, you agree to these Terms and Conditions. If you do not agree,
          please do not use the academy.
        </p>
      ),
    },
    {
      title: 'Your account',
      body: (
        <>
          <p>
            Sign-in goes through an identity provider: we do not store a password for you. Keep access to your sign-in account secure; you are responsible for
            what happens under your account.
          </p>
          <p>The academy is not intended for children under 13, and they may not create an account.</p>
        </>
      ),
    },
    {
      title: 'The course and lifetime access',
      body: (
        <p>
          The course “AI Business Growth Mastery” is a one-time purchase {price ? `of ${price}` : 'at the price shown on the pricing page'}. It gives you
          lifetime access to its modules, tools, templates and future updates for as long as the academy operates, with no recurring charge.
        </p>
      ),
    },
    {
      title: 'Payments',
      body: (
        <p>
          Card payments are processed by our payment provider. Your card details go directly to the provider; we never see or store your full card number.
          Prices are shown and charged in US dollars.
        </p>
      ),
    },
    {
      title: 'Subscriptions',
      body: (
        <p>
          Where a subscription plan is offered, it is billed monthly or annually in advance, as chosen at purchase. You can cancel at any time; after cancelling
          you keep access until the end of the period you have already paid for, and you are not billed again.
        </p>
      ),
    },
    {
      title: '30-day money-back guarantee',
      body: (
        <p>
          If the course is not right for you, ask for a refund within 30 days of your purchase and you will get your money back in full. Write to{' '}
          <SupportEmailLink email={config.supportEmail} /> from the e-mail address of your account.
        </p>
      ),
    },
    {
      title: 'Acceptable use',
      body: (
        <ul>
          <li>Your access is personal: do not share your account or resell access to the course.</li>
          <li>Do not copy or redistribute course content, templates or tools outside your own business.</li>
          <li>Do not attempt to disrupt the academy, access other people’s data or get around access controls.</li>
        </ul>
      ),
    },
    {
      title: 'Educational content, not professional advice',
      body: (
        <p>
          The course, its calculators and its AI mentor provide education and estimates. Figures such as projected ROI are illustrations based on the numbers
          you enter; they are not a promise of results, and they do not replace financial, legal or tax advice for your situation.
        </p>
      ),
    },
    {
      title: 'Intellectual property',
      body: (
        <p>
          All course material, tools and branding remain the property of AI Business Academy. Results you create with the tools for your own business belong to
          you.
        </p>
      ),
    },
    {
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, AI Business Academy is not liable for indirect or consequential losses arising from the use of the academy. Our total
          liability is limited to the amount you paid us.
        </p>
      ),
    },
    {
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. The date at the top of this page shows the latest version, and continued use of the academy after a change means you accept
          the updated terms.
        </p>
      ),
    },
    {
      title: 'Contact',
      body: (
        <p>
          Questions about these terms: <SupportEmailLink email={config.supportEmail} />.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms and Conditions"
      intro={<p>These terms explain what you can expect from AI Business Academy and what we expect from you.</p>}
      sections={sections}
    />
  );
}
