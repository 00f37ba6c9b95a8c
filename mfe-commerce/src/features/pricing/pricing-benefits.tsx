import { Infinity as InfinityIcon, ShieldCheck, Wrench } from 'lucide-react';

const benefits = [
  {
    icon: Wrench,
    title: 'Practical from day one',
    text: 'Every module ends in something you apply to your own business: templates, calculators and step-by-step plans.',
  },
  {
    icon: InfinityIcon,
    title: 'Lifetime access',
    text: 'Pay once and keep the course for good, with every new module and update included.',
  },
  {
    icon: ShieldCheck,
    title: 'Risk-free',
    text: 'If the course is not right for you, the 30-day money-back guarantee gives you a full refund.',
  },
] as const;

export function PricingBenefits() {
  return (
    <section aria-label="Why learners choose the course" className="grid gap-6 md:grid-cols-3">
      {benefits.map(({ icon: Icon, title, text }) => (
        <div key={title} className="rounded-xl border border-border bg-card p-6 text-center shadow-sm">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
        </div>
      ))}
    </section>
  );
}
