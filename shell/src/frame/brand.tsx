import { GraduationCap } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../app/use-document-title.ts';

export function BrandMark() {
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
      <GraduationCap className="size-5" />
    </span>
  );
}

/** The product name at the left of the header, linking home. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2.5 rounded-lg text-sm font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring sm:text-base"
    >
      <BrandMark />
      {/* A smaller name on phones, so the visitor's Sign In and menu fit beside it at 375 px. */}
      <span className="truncate">{PRODUCT_NAME}</span>
    </Link>
  );
}
