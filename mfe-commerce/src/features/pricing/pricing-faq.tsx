import { ChevronDown } from 'lucide-react';

const questions = [
  {
    question: "What's included in the course?",
    answer:
      'AI Business Growth Mastery includes 15+ learning modules, 50+ AI tools and templates, real business case studies, ROI calculators and analytics, skill assessments and certificates, interactive quizzes and challenges, and a personalised learning path, with every future update.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every purchase carries a 30-day money-back guarantee: if the course is not right for your business, ask for a refund within 30 days and you get your money back in full.',
  },
  {
    question: 'What payment methods do you accept?',
    answer: 'We accept all major credit and debit cards: Visa, MasterCard, American Express and Discover.',
  },
  {
    question: 'How long do I have access?',
    answer: 'For life. One payment gives you lifetime access to all course materials, including every future update.',
  },
] as const;

/** Frequently asked questions as native disclosure widgets: keyboard and screen-reader friendly. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <div className="mt-8 divide-y divide-border rounded-xl border border-border bg-card">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left font-medium text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
              {question}
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
