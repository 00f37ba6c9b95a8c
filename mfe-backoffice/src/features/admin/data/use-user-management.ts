import type { AdminUser, AdminUsersQuery } from '@academy/contracts';
import { usePlatform } from '@academy/web-kit';
import { useEffect, useState } from 'react';
import { failureText } from '../failure-text.ts';
import type { UserFormValues } from '../user-dialog.tsx';
import { useAdminUsers, useCreateUser, useDeleteUser, useUpdateUser } from './queries.ts';

export const USERS_PAGE_SIZE = 20;

/** Typing settles for a moment before the server is asked again. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The User Management tab's state and calls: the search (settled before the server is asked),
 * the filters and the page (back to the first when they change), the user being edited (null: a new
 * one) or asked about before deletion, and the saves with their toasts.
 */
export function useUserManagement() {
  const { toast } = usePlatform();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminUsersQuery['status']>('all');
  const [role, setRole] = useState<AdminUsersQuery['role']>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const settledSearch = useDebounced(search.trim(), 250);
  const query: AdminUsersQuery = { search: settledSearch || undefined, status, role, sort: 'createdAt', order: 'desc', page, pageSize: USERS_PAGE_SIZE };
  const users = useAdminUsers(query);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  useEffect(() => setPage(1), [settledSearch, status, role]);

  const done = (description: string) => () => {
    toast({ title: 'Success', description });
    setEditing(undefined);
  };
  const failed = (action: string) => (error: Error) => toast({ title: 'Error', description: failureText(action, error), variant: 'destructive' });

  return {
    users,
    search,
    setSearch,
    status,
    setStatus,
    role,
    setRole,
    page,
    setPage,
    /** The user in the dialog: undefined when it is closed, null for a new one. */
    editing,
    setEditing,
    deleting,
    setDeleting,
    saving: createUser.isPending || updateUser.isPending,
    removing: deleteUser.isPending,
    save: (values: UserFormValues) => {
      const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      const grants = { role: values.role, permissions: values.permissions, subscriptionPlan: values.subscriptionPlan };
      if (editing) {
        updateUser.mutate(
          { id: editing.id, body: { ...names, ...grants } },
          { onSuccess: done('User updated successfully'), onError: failed('Failed to update user') },
        );
      } else {
        createUser.mutate(
          { email: values.email.trim(), ...names, ...grants },
          { onSuccess: done('User created successfully'), onError: failed('Failed to create user') },
        );
      }
    },
    confirmDelete: () => {
      if (!deleting) return;
      deleteUser.mutate(deleting.id, {
        onSuccess: () => toast({ title: 'Success', description: 'User deleted successfully' }),
        onError: failed('Failed to delete user'),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type UserManagementModel = ReturnType<typeof useUserManagement>;
