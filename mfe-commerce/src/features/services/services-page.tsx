import { buttonVariants, Card, CardContent } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { ArrowUpRight, ClipboardCheck, Headphones, Mail, PhoneCall } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { initialsOf, serviceCards, stats, teamMembers, type TeamMember } from './services-content.ts';
import { servicesLinks } from './services-links.ts';

/** Every external link of the page: a new tab, without handing it this page (rel="noopener"). */
function ExternalLink({ href, children, className, label }: { href: string; children: ReactNode; className?: string; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
    </a>
  );
}

function Avatar({ member }: { member: TeamMember }) {
  const [failed, setFailed] = useState(false);
  if (member.image && !failed) {
    return <img src={member.image} alt={member.name} onError={() => setFailed(true)} className="size-20 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-primary/10 text-xl font-semibold text-primary">
      {initialsOf(member.name)}
    </span>
  );
}

/** /services (public): the consulting provider's AI automation services. */
export function ServicesPage() {
  const { setMentorContext } = usePlatform();
  useEffect(() => {
    setMentorContext(null);
  }, [setMentorContext]);

  const primary = buttonVariants({ size: 'lg' });
  const outline = buttonVariants({ size: 'lg', variant: 'outline' });

  return (
    <div className="flex w-full flex-col">
      <section className="bg-gradient-to-br from-primary/10 via-background to-background px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">Your business, simplified</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Our mission is to give every small business the tools big companies have: we put AI and automation to work on your website, your content and your
            client relationships, so you can spend your time on what you do best.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ExternalLink href={servicesLinks.journey} className={primary}>
              Start Your Journey
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </ExternalLink>
            <ExternalLink href={servicesLinks.consultation} className={outline}>
              Schedule Free Consultation
            </ExternalLink>
          </div>
        </div>
      </section>

      <section aria-label="Assessment" className="px-4 sm:px-6">
        <div className="mx-auto -mt-6 flex max-w-5xl flex-col items-center justify-between gap-4 rounded-xl bg-primary p-6 text-primary-foreground shadow-lg sm:flex-row">
          <div>
            <p className="text-lg font-semibold">Not sure where AI fits in your business?</p>
            <p className="text-sm opacity-90">Answer a few questions and get a personalised automation plan.</p>
          </div>
          <ExternalLink href={servicesLinks.assessment} className={buttonVariants({ variant: 'secondary' })}>
            Start Assessment
          </ExternalLink>
        </div>
      </section>

      <section aria-labelledby="services-title" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="services-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
            What we can do for you
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCards.map((service) => (
              <li key={service.title}>
                <Card className="flex h-full flex-col overflow-hidden">
                  <img src={service.image} alt="" className="aspect-video w-full object-cover" />
                  <CardContent className="flex flex-1 flex-col gap-3 pt-6">
                    <h3 className="text-lg font-semibold text-foreground">{service.title}</h3>
                    <p className="flex-1 text-sm text-muted-foreground">{service.description}</p>
                    <ExternalLink
                      href={service.href}
                      label={`Learn More: ${service.title}`}
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                    >
                      Learn More
                      <ArrowUpRight className="size-4" aria-hidden="true" />
                    </ExternalLink>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Next steps" className="bg-muted/40 px-4 py-16 sm:px-6">
        <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
          {[
            {
              icon: Headphones,
              title: 'AI Automation Podcasts',
              text: 'Short episodes on what AI is doing for businesses like yours.',
              cta: 'Listen Now',
              href: servicesLinks.podcasts,
            },
            {
              icon: PhoneCall,
              title: 'Free Consultation',
              text: 'A free 30-minute consultation to find your quickest wins.',
              cta: 'Schedule Now',
              href: servicesLinks.consultation,
            },
            {
              icon: ClipboardCheck,
              title: 'Custom Assessment',
              text: 'A review of your processes with a plan of what to automate first.',
              cta: 'Start Assessment',
              href: servicesLinks.assessment,
            },
          ].map(({ icon: Icon, title, text, cta, href }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col items-start gap-3 pt-6">
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="text-lg font-semibold text-foreground">{title}</h3>
                  <p className="flex-1 text-sm text-muted-foreground">{text}</p>
                  <ExternalLink href={href} label={`${cta}: ${title}`} className={buttonVariants({ variant: 'outline' })}>
                    {cta}
                  </ExternalLink>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-title" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="about-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
            About us
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {teamMembers.map((member) => (
              <li key={member.name} className="flex flex-col items-center text-center">
                <Avatar member={member} />
                <h3 className="mt-4 text-lg font-semibold text-foreground">{member.name}</h3>
                <p className="text-sm font-medium text-primary">{member.role}</p>
                <p className="mt-2 text-sm text-muted-foreground">{member.description}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-12 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border border-border p-6">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-foreground">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="get-started-title" className="bg-primary px-4 py-16 text-center text-primary-foreground sm:px-6">
        <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
          Get Started Today
        </h2>
        <p className="mx-auto mt-4 max-w-xl opacity-90">Tell us about your business and we will show you where AI saves you the most time.</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ExternalLink href={servicesLinks.site} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            Visit Our Website
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </ExternalLink>
          <a href={`mailto:${servicesLinks.contactEmail}`} className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {servicesLinks.contactEmail}
          </a>
        </div>
      </section>
    </div>
  );
}
