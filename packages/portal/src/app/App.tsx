import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

// Toasts are shown on every screen (a logout lands on the login page with its message), but
// nothing needs them before the first paint: the toaster loads right after.
const Toaster = lazy(() => import('./Toasts'));

/**
 * The router is created once; what the active role may see is decided per navigation by the
 * guard, so a role switch or login needs no new router, only a navigation to the root.
 * The query cache lives in the lazily loaded main layout, keeping the login screen small.
 */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
