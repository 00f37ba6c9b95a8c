import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
// Through the package's main entry, not a relative path: this component is its own shared entry
// (@academy/ui/<name>), and the main entry is the one shared copy of cn and the toast store.
import { cn, toastStore, useToasts, type ToastItem, type ToastStore } from '@academy/ui';

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      data-variant={item.variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
        destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-background text-foreground',
      )}
    >
      {/* min-w-0 lets the text shrink inside the flex row; wrap-anywhere breaks long unbroken words and URLs. */}
      <div data-slot="toast-text" className="grid min-w-0 flex-1 gap-1 wrap-anywhere">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className={cn('text-sm', destructive ? 'opacity-95' : 'text-muted-foreground')}>
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-3 right-3 rounded-md p-1 transition-colors focus-visible:outline-2 focus-visible:outline-ring cursor-pointer',
          destructive ? 'text-destructive-foreground/80 hover:bg-white/15' : 'text-muted-foreground hover:bg-secondary',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToasterProps {
  /** The store to show; the academy's shared store by default. */
  store?: ToastStore;
}

/** The toast area: one Radix toast viewport, bottom right (bottom centre on small screens). */
export function Toaster({ store = toastStore }: ToasterProps) {
  const toasts = useToasts(store);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} onClose={() => store.dismiss(item.id)} />
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none',
          'bottom-16 left-1/2 -translate-x-1/2 sm:bottom-0 sm:left-auto sm:right-0 sm:translate-x-0 sm:max-w-[420px]',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
