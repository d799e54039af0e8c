import { Suspense, lazy, useSyncExternalStore } from "react";
import { TOASTS } from "@wbe3/domain";
import { useTheme } from "@/features/theme/hooks/use-theme";
import { isToasterRequested, subscribeToToasterRequest } from "@/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** SPEC 9 toast settings, themed with the page; mounted on the first toast (see lib/toast). */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        position={TOASTS.position}
        duration={TOASTS.durationMs}
        visibleToasts={TOASTS.visible}
        gap={TOASTS.gapPx}
        hotkey={[...TOASTS.hotkey]}
        richColors
        closeButton
      />
    </Suspense>
  );
}
