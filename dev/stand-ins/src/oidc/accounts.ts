import type { Role } from '@academy/contracts';

/** A demo account offered by the built-in development sign-in. */
export interface DevelopmentAccount {
  /** The subject (sub) the development provider issues for this account. */
  subject: string;
  /** The button label on the sign-in page. */
  label: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The role the account gets when it signs in for the first time. */
  role: Role;
  /** One line shown under the button. */
  summary: string;
}

export const developmentAccounts: readonly DevelopmentAccount[] = [
  {
    subject: 'dev-learner',
    label: 'Learner (owns the course)',
    email: 'learner@academy.test',
    givenName: 'Alex',
    familyName: 'Learner',
    role: 'user',
    summary: 'A learner with lifetime access to every module.',
  },
  {
    subject: 'dev-visitor',
    label: 'Learner (free preview)',
    email: 'visitor@academy.test',
    givenName: 'Sam',
    familyName: 'Visitor',
    role: 'user',
    summary: 'A new learner who has not bought the course: module 1 only.',
  },
  {
    subject: 'dev-admin',
    label: 'Administrator',
    email: 'admin@academy.test',
    givenName: 'Ada',
    familyName: 'Admin',
    role: 'administrator',
    summary: 'Full access, including the admin area and the CRM.',
  },
];

/** The demo accounts that start as administrators (identity's INITIAL_ADMIN_EMAILS when the runner starts the provider). */
export const demoAdministratorEmails: readonly string[] = developmentAccounts
  .filter((account) => account.role === 'administrator')
  .map((account) => account.email);

export function findDevelopmentAccount(subject: string): DevelopmentAccount | undefined {
  return developmentAccounts.find((account) => account.subject === subject);
}

/** The subject the development provider gives a user on record who is not a demo account. */
export const RECORDED_SUBJECT_PREFIX = 'user:';

/** How many users on record the sign-in page lists (the most recently created first). */
export const RECORDED_ACCOUNTS_SHOWN = 100;

/** A user on record as a development account: signing in as it links the user by e-mail. */
export function recordedAccount(user: { id: string; email: string; firstName: string | null; lastName: string | null; role: Role }): DevelopmentAccount {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    subject: `${RECORDED_SUBJECT_PREFIX}${user.id}`,
    label: name || user.email,
    email: user.email,
    givenName: user.firstName ?? '',
    familyName: user.lastName ?? '',
    role: user.role,
    summary: `A user on record (${user.role}).`,
  };
}
