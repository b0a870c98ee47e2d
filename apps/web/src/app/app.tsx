import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { setSignedOutHandler } from '@/lib/api-client';
import { ToastHost } from '@/lib/toast';
import { CrashBoundary } from './crash-screen';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

/** §4: when a refresh fails, the tokens are gone and the user goes to /login, inside the app. */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => setSignedOutHandler(() => navigate('/login', { replace: true })), [navigate]);
  return null;
}

export function App() {
  return (
    <CrashBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <SignedOutRedirect />
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
