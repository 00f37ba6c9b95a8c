import { BarChart3, BookOpen, Briefcase, LayoutDashboard, Swords, Tag, Wrench, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Header links for visitors (Start Journey and Sign In are shown as buttons next to them). */
export const visitorNavItems: readonly NavItem[] = [
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
