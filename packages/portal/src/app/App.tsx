import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

// Toasts are shown on every screen (a logout lands on the login page with its message), but
// nothing needs them before the first paint: the toaster loads once the first page is rendered
// and the browser is idle. Nothing is lost meanwhile: toasts wait in their store, and each one's timer
// starts when it is shown.
const Toaster = lazy(() => import('./Toasts'));

/** True once the router has rendered its first page (lazy chunk included) and the browser is idle. */
function useAfterFirstPage(router: ReturnType<typeof createAppRouter>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let id: number | undefined;
    const schedule = () => {
      const show = () => setReady(true);
      id = window.requestIdleCallback?.(show) ?? window.setTimeout(show, 200);
    };
    let unsubscribe = () => {};
    if (router.state.initialized) schedule();
    else {
      unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        schedule();
      });
    }
    return () => {
      unsubscribe();
      if (id !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(id);
    };
  }, [router]);
  return ready;
}

/**
 * The router is created once; what the active role may see is decided per navigation by the
 * guard, so a role switch or login needs no new router, only a navigation to the root.
 * The query cache lives in the lazily loaded main layout, keeping the login screen small.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const toasts = useAfterFirstPage(router);
  // Web vitals for a sample of loads (shared/vitals), from the same moment: nothing of it is on
  // the way to the first screen.
  useEffect(() => {
    if (toasts) void import('../shared/vitals/reportVitals').then((v) => v.reportVitals());
  }, [toasts]);
  return (
    <>
      <RouterProvider router={router} />
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
