import { useEffect, useRef } from 'react';
import { Badge, Button, LoadingState } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@academy/ui/tabs';
import { usePlatform } from '@academy/web-kit';
import { ShieldAlert } from 'lucide-react';
import { PricingManagement } from './pricing-management.tsx';
import { SecurityAudit } from './security-audit.tsx';
import { UserManagement } from './user-management.tsx';

/** How long a signed-in non-administrator sees the denial before going home. */
export const ACCESS_DENIED_REDIRECT_MS = 1000;

function AccessDenied() {
  const { signIn, navigate, auth } = usePlatform();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold text-foreground">Access Denied</h1>
      <p className="text-muted-foreground">Only administrators can access this page.</p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => navigate('/')}>
          Go Home
        </Button>
        {auth.status !== 'authenticated' && <Button onClick={() => signIn('/admin')}>Log In</Button>}
      </div>
    </div>
  );
}

/**
 * /admin. Visitors go to sign in; a signed-in non-administrator is told and sent home after a
 * second. The services refuse every admin call to non-administrators whatever this page does.
 */
export function AdminPage() {
  const { auth, toast, navigate, signIn } = usePlatform();
  const denied = useRef(false);
  const isAdmin = auth.status === 'authenticated' && auth.user?.isAdmin === true;

  useEffect(() => {
    if (auth.status === 'unauthenticated') {
      signIn('/admin');
      return;
    }
    if (auth.status !== 'authenticated' || isAdmin || denied.current) return;
    denied.current = true;
    toast({ title: 'Access Denied', description: 'Only administrators can access this page.', variant: 'destructive' });
    const timer = setTimeout(() => navigate('/'), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [auth.status, isAdmin, navigate, signIn, toast]);

  if (auth.status === 'loading') return <LoadingState label="Loading..." />;
  if (!isAdmin) return <AccessDenied />;

  const name = [auth.user?.firstName, auth.user?.lastName].filter(Boolean).join(' ') || auth.user?.email;
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
        <Badge>Admin</Badge>
        <p className="w-full text-muted-foreground sm:ml-auto sm:w-auto">
          Signed in as{' '}
          {name || (
            // The prerendered page's stand-in administrator has no name: the app writes the real one.
            <Placeholder as="span" className="rounded bg-secondary">
              an administrator
            </Placeholder>
          )}
        </p>
      </header>
      <Tabs defaultValue="users" className="flex min-w-0 flex-col gap-6">
        <TabsList className="flex h-auto w-full flex-wrap justify-start sm:w-fit">
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="pricing">Pricing Management</TabsTrigger>
          <TabsTrigger value="security">Security &amp; Audit</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="min-w-0">
          <UserManagement />
        </TabsContent>
        <TabsContent value="pricing" className="min-w-0">
          <PricingManagement />
        </TabsContent>
        <TabsContent value="security" className="min-w-0">
          <SecurityAudit />
        </TabsContent>
      </Tabs>
    </div>
  );
}
