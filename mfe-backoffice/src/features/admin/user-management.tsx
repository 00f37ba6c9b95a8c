import { adminUserStatusFilters, roles, type AdminUsersQuery, type Role } from '@academy/contracts';
import { Button, Card, CardContent, ErrorBox, Input, Label } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';
import { Plus } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { USERS_PAGE_SIZE, useUserManagement } from './data/use-user-management.ts';
import { NativeSelect } from './native-select.tsx';
import { Pager } from './pager.tsx';
import { roleDefinitions } from './role-labels.ts';
import { UserDialog } from './user-dialog.tsx';
import { UserList, UserListSkeleton } from './user-list.tsx';

const statusLabels = { all: 'All Users', active: 'Active', free: 'Free', inactive: 'Inactive' } as const;

/** One figure of the users; undefined while it loads (a placeholder of its size, never a made-up 0). */
function Stat({ title, value }: { title: string; value: number | undefined }) {
  return (
    <Card role="group" aria-label={title}>
      <CardContent className="pt-6">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        <p className="mt-1 text-3xl font-bold text-foreground">
          {value === undefined ? (
            <Placeholder as="span" className="inline-block w-20 rounded bg-secondary">
              {'\u00a0'}
            </Placeholder>
          ) : (
            value.toLocaleString('en-US')
          )}
        </p>
      </CardContent>
    </Card>
  );
}

/** The User Management tab: figures, search and filters (on the server), paging, create, edit, delete. */
export function UserManagement() {
  const model = useUserManagement();
  const { users, search, setSearch, status, setStatus, role, setRole, page, setPage, editing, setEditing, deleting, setDeleting } = model;

  const stats = users.data?.stats;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat title="Total Users" value={stats?.totalUsers} />
        <Stat title="Active Subscriptions" value={stats?.activeSubscriptions} />
        <Stat title="Free Users" value={stats?.freeUsers} />
        <Stat title="New This Month" value={stats?.newThisMonth} />
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="user-search">Search users</Label>
          <Input id="user-search" type="search" placeholder="Search by email or name..." value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2 md:w-44">
          <Label htmlFor="user-status-filter">Status</Label>
          <NativeSelect id="user-status-filter" value={status} onChange={(event) => setStatus(event.target.value as AdminUsersQuery['status'])}>
            {adminUserStatusFilters.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 md:w-44">
          <Label htmlFor="user-role-filter">Role</Label>
          <NativeSelect id="user-role-filter" value={role} onChange={(event) => setRole(event.target.value as 'all' | Role)}>
            <option value="all">All Roles</option>
            {roles.map((value) => (
              <option key={value} value={value}>
                {roleDefinitions[value].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" /> Add User
        </Button>
      </div>

      {users.isPending ? (
        <UserListSkeleton />
      ) : users.isError ? (
        <ErrorBox title="The users could not be loaded" message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No users match these filters.</p>
      ) : (
        <UserList users={users.data.users} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <Pager label="User pages" page={page} pageSize={USERS_PAGE_SIZE} total={users.data?.total} noun="users" onPage={setPage} />

      {editing !== undefined && (
        <UserDialog key={editing?.id ?? 'new'} user={editing} open busy={model.saving} onSave={model.save} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        message="Are you sure you want to delete this user? This action cannot be undone."
        confirmLabel="Delete"
        busy={model.removing}
        onConfirm={model.confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
