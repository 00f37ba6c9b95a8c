import { useEffect, useState } from 'react';
import { adminUserStatusFilters, roles, type AdminUser, type AdminUsersQuery, type Role } from '@academy/contracts';
import { Badge, Button, Card, CardContent, ErrorBox, Input, Label, LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useAdminUsers, useCreateUser, useDeleteUser, useUpdateUser } from './data/queries.ts';
import { failureText } from './failure-text.ts';
import { NativeSelect } from './native-select.tsx';
import { Pager } from './pager.tsx';
import { planLabels, roleDefinitions } from './role-labels.ts';
import { UserDialog, type UserFormValues } from './user-dialog.tsx';

const PAGE_SIZE = 20;
const statusLabels = { all: 'All Users', active: 'Active', free: 'Free', inactive: 'Inactive' } as const;

function Stat({ title, value }: { title: string; value: number }) {
  return (
    <Card role="group" aria-label={title}>
      <CardContent className="pt-6">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        <p className="mt-1 text-3xl font-bold text-foreground">{value.toLocaleString('en-US')}</p>
      </CardContent>
    </Card>
  );
}

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
}

/** Typing settles for a moment before the server is asked again. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The User Management tab: figures, search and filters (on the server), paging, create, edit, delete. */
export function UserManagement() {
  const { toast } = usePlatform();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminUsersQuery['status']>('all');
  const [role, setRole] = useState<AdminUsersQuery['role']>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const settledSearch = useDebounced(search.trim(), 250);
  const query: AdminUsersQuery = { search: settledSearch || undefined, status, role, sort: 'createdAt', order: 'desc', page, pageSize: PAGE_SIZE };
  const users = useAdminUsers(query);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  useEffect(() => setPage(1), [settledSearch, status, role]);

  function save(values: UserFormValues) {
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (editing) {
      updateUser.mutate(
        { id: editing.id, body: { ...names, role: values.role, permissions: values.permissions, subscriptionPlan: values.subscriptionPlan } },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'User updated successfully' });
            setEditing(undefined);
          },
          onError: (error) => toast({ title: 'Error', description: failureText('Failed to update user', error), variant: 'destructive' }),
        },
      );
    } else {
      createUser.mutate(
        { email: values.email.trim(), ...names, role: values.role, permissions: values.permissions, subscriptionPlan: values.subscriptionPlan },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'User created successfully' });
            setEditing(undefined);
          },
          onError: (error) => toast({ title: 'Error', description: failureText('Failed to create user', error), variant: 'destructive' }),
        },
      );
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'User deleted successfully' }),
      onError: (error) => toast({ title: 'Error', description: failureText('Failed to delete user', error), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  }

  const stats = users.data?.stats;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat title="Total Users" value={stats?.totalUsers ?? 0} />
        <Stat title="Active Subscriptions" value={stats?.activeSubscriptions ?? 0} />
        <Stat title="Free Users" value={stats?.freeUsers ?? 0} />
        <Stat title="New This Month" value={stats?.newThisMonth ?? 0} />
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
        <LoadingState label="Loading users..." />
      ) : users.isError ? (
        <ErrorBox title="The users could not be loaded" message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No users match these filters.</p>
      ) : (
        <>
        {/* Phones get one card per user; a wide table would make the page scroll sideways. */}
        <ul className="flex flex-col gap-3 md:hidden" aria-label="Users">
          {users.data.users.map((user) => (
            <li key={user.id} className="rounded-lg border border-border p-4">
              <p className="font-medium text-foreground">{fullName(user)}</p>
              <p className="text-sm break-all text-muted-foreground">{user.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={user.role === 'administrator' ? 'default' : 'secondary'}>{roleDefinitions[user.role].label}</Badge>
                <span>{planLabels[user.subscriptionPlan]}</span>
                <Badge variant={user.subscriptionStatus === 'active' ? 'success' : 'outline'}>{user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'}</Badge>
              </div>
              <div className="mt-2 flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(user)}>
                  Edit
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDeleting(user)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Name</th>
                <th scope="col" className="px-4 py-3 font-medium">Email</th>
                <th scope="col" className="px-4 py-3 font-medium">Role</th>
                <th scope="col" className="px-4 py-3 font-medium">Plan</th>
                <th scope="col" className="px-4 py-3 font-medium">Status</th>
                <th scope="col" className="px-4 py-3 font-medium">Joined</th>
                <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id} className="border-t border-border">
                  <td className="px-4 py-3 font-medium text-foreground">{fullName(user)}</td>
                  <td className="px-4 py-3 break-all">{user.email}</td>
                  <td className="px-4 py-3">
                    <Badge variant={user.role === 'administrator' ? 'default' : 'secondary'}>{roleDefinitions[user.role].label}</Badge>
                  </td>
                  <td className="px-4 py-3">{planLabels[user.subscriptionPlan]}</td>
                  <td className="px-4 py-3">
                    <Badge variant={user.subscriptionStatus === 'active' ? 'success' : 'outline'}>{user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'}</Badge>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{new Date(user.createdAt).toLocaleDateString('en-US')}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Edit ${user.email}`} onClick={() => setEditing(user)}>
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${user.email}`} onClick={() => setDeleting(user)}>
                        <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}

      <Pager label="User pages" page={page} pageSize={PAGE_SIZE} total={users.data?.total} noun="users" onPage={setPage} />

      {editing !== undefined && <UserDialog key={editing?.id ?? 'new'} user={editing} open busy={createUser.isPending || updateUser.isPending} onSave={save} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        message="Are you sure you want to delete this user? This action cannot be undone."
        confirmLabel="Delete"
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
