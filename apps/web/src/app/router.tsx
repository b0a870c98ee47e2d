import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { Layout } from '@/app/layout/layout';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './crash-screen';

/*
 * §2's route table. Every page is its own lazy chunk, so a visitor loads only what they open.
 * React Router's declarative mode: the data router would add 18 KB gzipped of loader/action
 * machinery that TanStack Query makes unnecessary (the home page budget is 120 KB; bench/RESULTS.md).
 */
const HomePage = lazy(() => import('./routes/home').then((m) => ({ default: m.HomePage })));
const SpacePage = lazy(() => import('./routes/space').then((m) => ({ default: m.SpacePage })));
const AboutPage = lazy(() => import('./routes/info/marketing-pages').then((m) => ({ default: m.AboutPage })));
const HowItWorksPage = lazy(() => import('./routes/info/marketing-pages').then((m) => ({ default: m.HowItWorksPage })));
const PricingPage = lazy(() => import('./routes/info/marketing-pages').then((m) => ({ default: m.PricingPage })));
const FeaturesPage = lazy(() => import('./routes/info/marketing-pages').then((m) => ({ default: m.FeaturesPage })));
const SecurityPage = lazy(() => import('./routes/info/company-pages').then((m) => ({ default: m.SecurityPage })));
const CareersPage = lazy(() => import('./routes/info/company-pages').then((m) => ({ default: m.CareersPage })));
const PrivacyPage = lazy(() => import('./routes/info/company-pages').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./routes/info/company-pages').then((m) => ({ default: m.TermsPage })));
const PartnersPage = lazy(() => import('./routes/info/company-pages').then((m) => ({ default: m.PartnersPage })));
const ContactPage = lazy(() => import('./routes/info/support-pages').then((m) => ({ default: m.ContactPage })));
const HelpPage = lazy(() => import('./routes/info/support-pages').then((m) => ({ default: m.HelpPage })));
const StatusPage = lazy(() => import('./routes/info/support-pages').then((m) => ({ default: m.StatusPage })));
const BlogPage = lazy(() => import('./routes/info/community-pages').then((m) => ({ default: m.BlogPage })));
const ForumPage = lazy(() => import('./routes/info/community-pages').then((m) => ({ default: m.ForumPage })));
const EventsPage = lazy(() => import('./routes/info/community-pages').then((m) => ({ default: m.EventsPage })));
const PressPage = lazy(() => import('./routes/press').then((m) => ({ default: m.PressPage })));
const LoginPage = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })));
const VerifyEmailPage = lazy(() => import('./routes/verify-email').then((m) => ({ default: m.VerifyEmailPage })));
const ResetPasswordPage = lazy(() => import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordPage })));
const AuthCallbackPage = lazy(() => import('./routes/auth-callback').then((m) => ({ default: m.AuthCallbackPage })));
const BookingPage = lazy(() => import('./routes/booking').then((m) => ({ default: m.BookingPage })));
const DashboardPage = lazy(() => import('./routes/dashboard').then((m) => ({ default: m.DashboardPage })));
const InvoicePage = lazy(() => import('./routes/invoice').then((m) => ({ default: m.InvoicePage })));
const ListSpacePage = lazy(() => import('./routes/list-space').then((m) => ({ default: m.ListSpacePage })));
const AdminPage = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminPage })));
const VirtualMeetingsPage = lazy(() => import('./routes/virtual-meetings').then((m) => ({ default: m.VirtualMeetingsPage })));
const ChatRoomPage = lazy(() => import('./routes/chat-room').then((m) => ({ default: m.ChatRoomPage })));
const ProfilePage = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfilePage })));
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));

/** New pages start at the top; back and forward leave the browser to restore the position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route
          element={
            // A crash inside a page keeps the header and footer around the crash screen; leaving the page clears it.
            <RouteErrorBoundary key={pathname}>
              <Layout />
            </RouteErrorBoundary>
          }
        >
          <Route path={paths.home.path} element={<HomePage />} />
          <Route path={paths.space.path} element={<SpacePage />} />
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.howItWorks.path} element={<HowItWorksPage />} />
          <Route path={paths.pricing.path} element={<PricingPage />} />
          <Route path={paths.features.path} element={<FeaturesPage />} />
          <Route path={paths.security.path} element={<SecurityPage />} />
          <Route path={paths.careers.path} element={<CareersPage />} />
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
          <Route path={paths.terms.path} element={<TermsPage />} />
          <Route path={paths.partners.path} element={<PartnersPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.help.path} element={<HelpPage />} />
          <Route path={paths.status.path} element={<StatusPage />} />
          <Route path={paths.blog.path} element={<BlogPage />} />
          <Route path={paths.forum.path} element={<ForumPage />} />
          <Route path={paths.events.path} element={<EventsPage />} />
          <Route path={paths.press.path} element={<PressPage />} />
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.register.path} element={<RegisterPage />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmailPage />} />
          <Route path={paths.authCallback.path} element={<AuthCallbackPage />} />
          <Route path={paths.booking.path} element={<BookingPage />} />
          <Route path={paths.dashboard.path} element={<DashboardPage />} />
          <Route path={paths.invoice.path} element={<InvoicePage />} />
          <Route path={paths.listSpace.path} element={<ListSpacePage />} />
          <Route path={paths.editListing.path} element={<ListSpacePage />} />
          <Route path={paths.admin.path} element={<AdminPage />} />
          <Route path={paths.virtualMeetings.path} element={<VirtualMeetingsPage />} />
          <Route path={paths.chatRoom.path} element={<ChatRoomPage />} />
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
