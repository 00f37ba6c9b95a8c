import { Button, LoadingState } from '@academy/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@academy/ui/tabs';
import { usePlatform } from '@academy/web-kit';
import { CrmContacts } from './crm-contacts.tsx';
import { CrmDashboard } from './crm-dashboard.tsx';
import { CrmPipeline } from './crm-pipeline.tsx';

/** /crm: the signed-in user's customer relationships; visitors see why they cannot. */
export function CrmPage() {
  const { auth, signIn } = usePlatform();
  if (auth.status === 'loading') return <LoadingState label="Loading..." />;
  if (auth.status !== 'authenticated') {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-foreground">Access Denied</h1>
        <p className="text-muted-foreground">You need to be logged in to access the CRM</p>
        <Button onClick={() => signIn('/crm')}>Log In</Button>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Customer Relationship Management</h1>
        <p className="mt-2 text-lg text-muted-foreground">Your contacts, deals and activities at a glance.</p>
      </header>
      <Tabs defaultValue="dashboard" className="flex min-w-0 flex-col gap-6">
        <TabsList className="w-fit">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="min-w-0">
          <h2 className="sr-only">Dashboard</h2>
          <CrmDashboard />
        </TabsContent>
        <TabsContent value="contacts" className="min-w-0">
          <CrmContacts />
        </TabsContent>
        <TabsContent value="pipeline" className="min-w-0">
          <h2 className="sr-only">Pipeline</h2>
          <CrmPipeline />
        </TabsContent>
      </Tabs>
    </div>
  );
}
