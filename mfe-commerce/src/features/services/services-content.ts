import clientsImage from './images/clients.svg';
import contentImage from './images/content.svg';
import interactionImage from './images/interaction.svg';
import streamlineImage from './images/streamline.svg';
import visibilityImage from './images/visibility.svg';
import websiteImage from './images/website.svg';
import { servicesLinks } from './services-links.ts';

export interface ServiceCard {
  title: string;
  description: string;
  image: string;
  href: string;
}

export const serviceCards: ServiceCard[] = [
  {
    title: 'Refresh or Create my website',
    description: 'A fast, modern site that explains what you do and turns visitors into enquiries, with AI-assisted copy and design.',
    image: websiteImage,
    href: servicesLinks.services.website,
  },
  {
    title: 'Create amazing Content',
    description: 'Articles, posts and newsletters in your voice, planned and drafted with AI and finished by people who know your market.',
    image: contentImage,
    href: servicesLinks.services.content,
  },
  {
    title: 'Let clients see me',
    description: 'Search, maps and social profiles set up so the clients looking for you find you first.',
    image: visibilityImage,
    href: servicesLinks.services.visibility,
  },
  {
    title: 'Streamline my business',
    description: 'Automate the repetitive work — quotes, invoices, scheduling, reporting — so your team spends time on clients.',
    image: streamlineImage,
    href: servicesLinks.services.streamline,
  },
  {
    title: 'Optimise my client interaction',
    description: 'Chat assistants, follow-ups and a CRM that remember every conversation and answer at any hour.',
    image: interactionImage,
    href: servicesLinks.services.interaction,
  },
  {
    title: 'Bring me more clients',
    description: 'Campaigns and lead scoring that bring in the right clients and tell you which ones to call first.',
    image: clientsImage,
    href: servicesLinks.services.clients,
  },
];

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  /** A photo; without one (or when it fails to load) the member's initials show. */
  image?: string;
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Maya Okafor',
    role: 'Founder & AI Strategist',
    description: 'Fifteen years of helping small businesses grow; leads every engagement from the first call.',
  },
  { name: 'Daniel Brooks', role: 'Automation Engineer', description: 'Builds the workflows, integrations and assistants that take busywork off your plate.' },
  { name: 'Sofia Lindqvist', role: 'Content & Growth Lead', description: 'Turns your expertise into content and campaigns that bring clients to you.' },
];

export const stats = [
  { value: '50+', label: 'Projects Completed' },
  { value: '25+', label: 'Happy Clients' },
  { value: '100%', label: 'Avg. Efficiency Gain' },
  { value: '5+', label: 'Years Experience' },
];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
