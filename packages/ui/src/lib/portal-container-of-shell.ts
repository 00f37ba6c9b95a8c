// Through the package's main entry, the one shared copy (its context is the one SliceRoot provides).
import * as kit from '@academy/ui';

/**
 * usePortalContainer as the page's shared ui kit has it. A remote of this release may run in the
 * shell of an earlier one (the version-skew journeys), whose shared main entry has no
 * usePortalContainer: its portals then go to the document's body, as that shell's own did.
 */
export const usePortalContainerOfShell: () => HTMLElement | undefined = (kit as Partial<typeof kit>).usePortalContainer ?? (() => undefined);
