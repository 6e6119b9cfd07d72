import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
// The DOM build passes ReactDOM.flushSync to the router (navigate's flushSync option, used by logout).
import { RouterProvider } from 'react-router/dom';
import { FeatureSlotsContext, type FeatureSlots } from '../lib/feature-slots';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth-provider';
import { router } from './router';

// Toasts follow actions, never the first paint: the library arrives after the page (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Panels one feature shows on another's page (lib/feature-slots.tsx), each loaded with the page that shows it.
const slots: FeatureSlots = {
  certificationProgress: lazy(() => import('../features/review/components/certification-review').then((module) => ({ default: module.CertificationReview }))),
  profileReview: lazy(() => import('../features/review/components/profile-review').then((module) => ({ default: module.ProfileReview }))),
};

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <FeatureSlotsContext.Provider value={slots}>
          <RouterProvider router={router} />
        </FeatureSlotsContext.Provider>
      </AuthProvider>
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-right" visibleToasts={20} toastOptions={{ duration: 4000 }} />
      </Suspense>
    </QueryClientProvider>
  );
}
