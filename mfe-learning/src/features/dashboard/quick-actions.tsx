import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Award, ClipboardCheck, Download, FileSpreadsheet, FileText, ShieldCheck } from 'lucide-react';

/** The files behind Download Templates (served by the learning service). */
export const TEMPLATE_DOWNLOADS = [
  { href: '/api/templates/ai-prompt-pack.md', file: 'ai-prompt-pack.md', label: 'AI Prompt Pack', icon: FileText },
  { href: '/api/templates/roi-worksheet.csv', file: 'roi-worksheet.csv', label: 'ROI Worksheet', icon: FileSpreadsheet },
] as const;

const quickLinkClass =
  'flex items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-left shadow-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Links to the assessment, the certificate, the templates and the admin pages. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
        <CardDescription>Jump straight to what you need.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Link to="/skill-assessment" className={quickLinkClass}>
          <ClipboardCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Take Skill Assessment</span>
            <span className="text-xs text-muted-foreground">Find out where you stand with AI in 10 questions.</span>
          </span>
        </Link>
        <Link to="/certificate" className={quickLinkClass}>
          <Award className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Your Certificate</span>
            <span className="text-xs text-muted-foreground">Earned by completing every module; anyone can check it.</span>
          </span>
        </Link>
        <div role="group" aria-labelledby="download-templates-title" className="rounded-lg border border-input bg-background px-4 py-3 shadow-sm">
          <p id="download-templates-title" className="flex items-center gap-3 text-sm font-semibold text-foreground">
            <Download className="size-5 shrink-0 text-primary" aria-hidden="true" />
            Download Templates
          </p>
          <ul className="mt-2 space-y-1 pl-8">
            {TEMPLATE_DOWNLOADS.map(({ href, file, label, icon: Icon }) => (
              <li key={file}>
                <a href={href} download={file} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/admin" className={quickLinkClass}>
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Admin Dashboard</span>
            <span className="text-xs text-muted-foreground">Manage users, plans and the CRM.</span>
          </span>
        </Link>
      </CardContent>
    </Card>
  );
}
