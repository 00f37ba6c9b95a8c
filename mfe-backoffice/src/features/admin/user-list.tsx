import type { AdminUser } from '@academy/contracts';
import { Badge, Button } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';
import { Pencil, Trash2 } from 'lucide-react';
import { planLabels, roleDefinitions } from './role-labels.ts';

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
}

/** The users of the page: one card each on a phone, a table from the medium breakpoint up. */
export function UserList({ users, onEdit, onDelete }: { users: readonly AdminUser[]; onEdit: (user: AdminUser) => void; onDelete: (user: AdminUser) => void }) {
  return (
    <>
      {/* Phones get one card per user; a wide table would make the page scroll sideways. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="rounded-lg border border-border p-4">
            <p className="font-medium text-foreground">{fullName(user)}</p>
            <p className="text-sm break-all text-muted-foreground">{user.email}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={user.role === 'administrator' ? 'default' : 'secondary'}>{roleDefinitions[user.role].label}</Badge>
              <span>{planLabels[user.subscriptionPlan]}</span>
              <Badge variant={user.subscriptionStatus === 'active' ? 'success' : 'outline'}>
                {user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </div>
            <div className="mt-2 flex gap-2">
              <Button variant="outline" size="sm" onClick={() => onEdit(user)}>
                Edit
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDelete(user)}>
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
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Plan
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Joined
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-border">
                <td className="px-4 py-3 font-medium text-foreground">{fullName(user)}</td>
                <td className="px-4 py-3 break-all">{user.email}</td>
                <td className="px-4 py-3">
                  <Badge variant={user.role === 'administrator' ? 'default' : 'secondary'}>{roleDefinitions[user.role].label}</Badge>
                </td>
                <td className="px-4 py-3">{planLabels[user.subscriptionPlan]}</td>
                <td className="px-4 py-3">
                  <Badge variant={user.subscriptionStatus === 'active' ? 'success' : 'outline'}>
                    {user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'}
                  </Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{new Date(user.createdAt).toLocaleDateString('en-US')}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${user.email}`} onClick={() => onDelete(user)}>
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
  );
}

/**
 * The list while the users load: a few of its cards (a phone) or rows (wider) with their text
 * hidden, pulsing, and the status in words for a screen reader. The admin page is prerendered so
 * (docs/decisions/018-pages-in-their-html.md); the list grows below it when the page of users is in.
 */
export function UserListSkeleton({ rows = 3 }: { rows?: number }) {
  const items = Array.from({ length: rows }, (_, index) => index);
  return (
    <div role="status">
      <span className="sr-only">Loading users...</span>
      <Placeholder>
        <div className="flex flex-col gap-3 md:hidden">
          {items.map((index) => (
            <div key={index} className="rounded-lg border border-border p-4">
              <p className="w-1/2 rounded bg-secondary font-medium">Name</p>
              <p className="mt-1 w-3/4 rounded bg-secondary text-sm">E-mail</p>
              <div className="mt-2 flex gap-2 text-sm">
                <span className="w-24 rounded bg-secondary">Role and plan</span>
              </div>
              <div className="mt-2 flex gap-2">
                <span className="h-8 w-14 rounded-md bg-secondary" />
                <span className="h-8 w-16 rounded-md bg-secondary" />
              </div>
            </div>
          ))}
        </div>
        <div className="hidden flex-col rounded-lg border border-border md:flex">
          <div className="h-11 bg-muted/50" />
          {items.map((index) => (
            <div key={index} className="h-14 border-t border-border" />
          ))}
        </div>
      </Placeholder>
    </div>
  );
}
