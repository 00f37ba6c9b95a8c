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
      className="flex items-center gap-2.5 rounded-lg text-base font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <BrandMark />
      <span className="whitespace-nowrap">{PRODUCT_NAME}</span>
    </Link>
  );
}
