import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser, RuntimeConfig } from '@academy/contracts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; null while loading and when signed out. */
  user: AuthUser | null;
}

export interface PlatformToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export type MentorPage = 'landing' | 'dashboard' | 'module' | 'courses' | 'pricing' | 'tools' | 'analytics';

/**
 * What the page in view tells the mentor widget about itself. A module page adds what it knows
 * about the module, so the mentor's tips follow the learner's progress as it changes; whatever is
 * left out the shell reads from the learning API. The shell checks every value's type.
 */
export interface MentorContext {
  page: MentorPage;
  moduleId?: number;
  moduleTitle?: string;
  hasQuiz?: boolean;
  progress?: { completed: boolean; quizCompleted: boolean; sectionsCompleted: number[] };
  learningContext?: { currentSection?: string | null; sectionProgress?: number; totalSections?: number };
  [key: string]: unknown;
}

/** The small typed API the shell gives every remote. */
export interface Platform {
  auth: AuthState;
  toast(toast: PlatformToast): void;
  /** Client-side navigation to a path of the academy. */
  navigate(to: string): void;
  /** Full-page navigation to /api/login (with the page to come back to, when given). */
  signIn(returnTo?: string): void;
  /** Signs out (POST /api/logout), then a full-page navigation to where identity says (the landing page). */
  signOut(): void;
  setMentorContext(context: MentorContext | null): void;
  config: RuntimeConfig;
}

const PlatformContext = createContext<Platform | null>(null);

export interface PlatformProviderProps {
  value: Platform;
  children?: ReactNode;
}

export function PlatformProvider({ value, children }: PlatformProviderProps) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

/** The platform API; only inside the shell's PlatformProvider (or a remote's standalone one). */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) {
    throw new Error('usePlatform() needs a <PlatformProvider>; the shell provides one around every remote.');
  }
  return platform;
}

/** Shortcut for usePlatform().auth. */
export function useAuth(): AuthState {
  return usePlatform().auth;
}
