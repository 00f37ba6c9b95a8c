import { BarChart3, BookOpen, Briefcase, Home, LayoutDashboard, Swords, Tag, Wrench, type LucideIcon } from 'lucide-react';
import { loginUrl } from '../session/session-expiry.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * A server address the link opens with a full page load instead of the in-app path: a visitor's
   * Courses and Tools sign in first and then arrive there (the pages need a signed-in learner and
   * would otherwise be the not-found page).
   */
  href?: string;
}

/**
 * Header links for visitors on every page (spec, services page: Home, Courses, Tools, Services,
 * Pricing); Start Journey and Sign In are shown as buttons next to them.
 */
export const visitorNavItems: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/courses', label: 'Courses', icon: BookOpen, href: loginUrl('/courses') },
  { to: '/tools', label: 'Tools', icon: Wrench, href: loginUrl('/tools') },
  { to: '/services', label: 'Services', icon: Briefcase },
  { to: '/pricing', label: 'Pricing', icon: Tag },
];

/** Header links for signed-in users (Logout is shown next to them). */
export const memberNavItems: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/courses', label: 'Courses', icon: BookOpen },
  { to: '/challenges', label: 'Challenges', icon: Swords },
  { to: '/tools', label: 'Tools', icon: Wrench },
  { to: '/services', label: 'Services', icon: Briefcase },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/pricing', label: 'Pricing', icon: Tag },
];

/** Bottom navigation on small screens, for signed-in users. */
export const mobileNavItems: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/courses', label: 'Courses', icon: BookOpen },
  { to: '/tools', label: 'Tools', icon: Wrench },
  { to: '/services', label: 'Services', icon: Briefcase },
  { to: '/analytics', label: 'Progress', icon: BarChart3 },
];

/** Where Start Journey leads: the academy's own onboarding journey (see docs/decisions/005-shell-frame.md). */
export const JOURNEY_PATH = '/onboarding';
/** Spec: Sign In goes to the pricing page, where buying or signing in starts. */
export const SIGN_IN_PATH = '/pricing';
