import { useState, type FormEvent } from 'react';
import { permissionsForRole, roles, subscriptionPlanChoices, type AdminUser, type Role } from '@academy/contracts';
import { Button, Input, Label } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { NativeSelect } from './native-select.tsx';
import { permissionLabel, planLabels, roleDefinitions } from './role-labels.ts';

type Plan = (typeof subscriptionPlanChoices)[number];

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: string[];
  subscriptionPlan: Plan;
}

export interface UserDialogProps {
  /** The user being edited; null to create one. */
  user: AdminUser | null;
  open: boolean;
  busy: boolean;
  onSave(values: UserFormValues): void;
  onClose(): void;
}

function initialValues(user: AdminUser | null): UserFormValues {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    role: user?.role ?? 'user',
    permissions: user?.permissions ?? permissionsForRole('user'),
    subscriptionPlan: user?.subscriptionPlan ?? 'free',
  };
}

/** Create user (e-mail, names, role, plan) or edit one (names, role and so permissions, plan). */
export function UserDialog({ user, open, busy, onSave, onClose }: UserDialogProps) {
  const [values, setValues] = useState(() => initialValues(user));
  const creating = user === null;
  const set = (patch: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (creating && !values.email.trim()) return;
    onSave(values);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{creating ? 'Create New User' : 'Edit User'}</DialogTitle>
            <DialogDescription>{creating ? 'They can sign in with this e-mail address.' : user.email}</DialogDescription>
          </DialogHeader>
          {creating && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="user-email">Email</Label>
              <Input id="user-email" type="email" autoComplete="off" value={values.email} onChange={(event) => set({ email: event.target.value })} required />
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="user-first-name">First Name</Label>
              <Input id="user-first-name" value={values.firstName} onChange={(event) => set({ firstName: event.target.value })} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="user-last-name">Last Name</Label>
              <Input id="user-last-name" value={values.lastName} onChange={(event) => set({ lastName: event.target.value })} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="user-role">Role</Label>
            <NativeSelect
              id="user-role"
              value={values.role}
              // Choosing a role gives the user that role's permissions.
              onChange={(event) => {
                const role = event.target.value as Role;
                set({ role, permissions: permissionsForRole(role) });
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleDefinitions[role].label}
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted-foreground">{roleDefinitions[values.role].description}</p>
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-foreground" id="user-permissions-label">
              Permissions
            </span>
            <ul aria-labelledby="user-permissions-label" className="flex flex-wrap gap-1.5">
              {values.permissions.map((permission) => (
                <li key={permission} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                  {permissionLabel(permission)}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="user-plan">Subscription Plan</Label>
            <NativeSelect id="user-plan" value={values.subscriptionPlan} onChange={(event) => set({ subscriptionPlan: event.target.value as Plan })}>
              {subscriptionPlanChoices.map((plan) => (
                <option key={plan} value={plan}>
                  {planLabels[plan]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || (creating && !values.email.trim())}>
              {creating ? 'Create' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
