import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastHost } from '@/lib/toast';
import { CrashBoundary } from './crash-screen';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

export function App() {
  return (
    <CrashBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
