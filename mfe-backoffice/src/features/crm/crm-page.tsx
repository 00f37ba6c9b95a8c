import { CrmDashboard } from './crm-dashboard.tsx';

/** /crm: the signed-in user's customer relationships. */
export function CrmPage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Customer Relationship Management</h1>
        <p className="mt-2 text-lg text-muted-foreground">Your contacts, deals and activities at a glance.</p>
      </header>
      <section aria-labelledby="crm-dashboard-title">
        <h2 id="crm-dashboard-title" className="sr-only">
          Dashboard
        </h2>
        <CrmDashboard />
      </section>
    </div>
  );
}
