import { Link } from '@tanstack/react-router';
import { BrandMark } from './brand.tsx';

/** The spec's copyright year: where the academy's copyright starts. */
const FIRST_YEAR = 2024;

/** "2024–2026": from the first year to the current one, read from the clock (a new year needs no release). */
function copyrightYears(now = new Date()): string {
  const year = now.getFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      {/* pb-24: the end of the page clears the mentor's floating button (never content under it). */}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 pb-24 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-center gap-3">
          <BrandMark />
          <div>
            <p className="font-semibold text-foreground">AI Business Academy</p>
            <p className="text-sm text-muted-foreground">Practical AI education for business owners and leaders.</p>
          </div>
        </div>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/terms" className="text-muted-foreground hover:text-foreground hover:underline">
            Terms and Conditions
          </Link>
          <Link to="/privacy" className="text-muted-foreground hover:text-foreground hover:underline">
            Privacy Policy
          </Link>
        </nav>
        <p className="text-sm text-muted-foreground">© {copyrightYears()} AI Business Academy. All rights reserved.</p>
      </div>
    </footer>
  );
}
