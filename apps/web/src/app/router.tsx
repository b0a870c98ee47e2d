import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { matchPath, Route, Switch, useLocation, useNavigationType } from '@/lib/router';
import { Layout } from '@/app/layout/layout';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './crash-screen';

/*
 * §2's route table. Every page is its own lazy chunk, so a visitor loads only what they open.
 * The router is wouter under React Router's names (lib/router.tsx): TanStack Query reads what pages
 * show, so no loaders are needed, and React Router's 13 KB gzip did not fit the home page's 120 KB.
 */
/**
 * A page loaded on first use (its own chunk). Once loaded it renders at once, without suspending:
 * a page the server rendered is loaded before the browser hydrates it (preloadPage), so hydration
 * never waits on a chunk while the page's own updates arrive (which would drop the server's HTML).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

const HomePage = lazyPage(() => import('./routes/home').then((m) => m.HomePage));
const SpacePage = lazyPage(() => import('./routes/space').then((m) => m.SpacePage));
const AboutPage = lazyPage(() => import('./routes/info/marketing-pages').then((m) => m.AboutPage));
const HowItWorksPage = lazyPage(() => import('./routes/info/marketing-pages').then((m) => m.HowItWorksPage));
const PricingPage = lazyPage(() => import('./routes/info/marketing-pages').then((m) => m.PricingPage));
const FeaturesPage = lazyPage(() => import('./routes/info/marketing-pages').then((m) => m.FeaturesPage));
const SecurityPage = lazyPage(() => import('./routes/info/company-pages').then((m) => m.SecurityPage));
const CareersPage = lazyPage(() => import('./routes/info/company-pages').then((m) => m.CareersPage));
const PrivacyPage = lazyPage(() => import('./routes/info/company-pages').then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import('./routes/info/company-pages').then((m) => m.TermsPage));
const PartnersPage = lazyPage(() => import('./routes/info/company-pages').then((m) => m.PartnersPage));
const ContactPage = lazyPage(() => import('./routes/info/support-pages').then((m) => m.ContactPage));
const HelpPage = lazyPage(() => import('./routes/info/support-pages').then((m) => m.HelpPage));
const HelpArticlePage = lazyPage(() => import('./routes/info/help-article').then((m) => m.HelpArticlePage));
const StatusPage = lazyPage(() => import('./routes/info/support-pages').then((m) => m.StatusPage));
const BlogPage = lazyPage(() => import('./routes/info/community-pages').then((m) => m.BlogPage));
const BlogPostPage = lazyPage(() => import('./routes/info/blog-post').then((m) => m.BlogPostPage));
const ForumPage = lazyPage(() => import('./routes/info/community-pages').then((m) => m.ForumPage));
const ForumTopicPage = lazyPage(() => import('./routes/info/forum-topic').then((m) => m.ForumTopicPage));
const EventsPage = lazyPage(() => import('./routes/info/community-pages').then((m) => m.EventsPage));
const PressPage = lazyPage(() => import('./routes/press').then((m) => m.PressPage));
const LoginPage = lazyPage(() => import('./routes/login').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('./routes/register').then((m) => m.RegisterPage));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password').then((m) => m.ForgotPasswordPage));
const VerifyEmailPage = lazyPage(() => import('./routes/verify-email').then((m) => m.VerifyEmailPage));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password').then((m) => m.ResetPasswordPage));
const AuthCallbackPage = lazyPage(() => import('./routes/auth-callback').then((m) => m.AuthCallbackPage));
const BookingPage = lazyPage(() => import('./routes/booking').then((m) => m.BookingPage));
const DashboardPage = lazyPage(() => import('./routes/dashboard').then((m) => m.DashboardPage));
const InvoicePage = lazyPage(() => import('./routes/invoice').then((m) => m.InvoicePage));
const TaxInvoicePage = lazyPage(() => import('./routes/tax-invoice').then((m) => m.TaxInvoicePage));
const ListSpacePage = lazyPage(() => import('./routes/list-space').then((m) => m.ListSpacePage));
const AdminPage = lazyPage(() => import('./routes/admin').then((m) => m.AdminPage));
const VirtualMeetingsPage = lazyPage(() => import('./routes/virtual-meetings').then((m) => m.VirtualMeetingsPage));
const ChatRoomPage = lazyPage(() => import('./routes/chat-room').then((m) => m.ChatRoomPage));
const ProfilePage = lazyPage(() => import('./routes/profile').then((m) => m.ProfilePage));
const CompaniesPage = lazyPage(() => import('./routes/companies').then((m) => m.CompaniesPage));
const CompanyPage = lazyPage(() => import('./routes/company').then((m) => m.CompanyPage));
const CompanyInvitePage = lazyPage(() => import('./routes/company-invite').then((m) => m.CompanyInvitePage));
const DataExportPage = lazyPage(() => import('./routes/data-export').then((m) => m.DataExportPage));
const DeleteAccountPage = lazyPage(() => import('./routes/delete-account').then((m) => m.DeleteAccountPage));
const NewsletterPage = lazyPage(() => import('./routes/newsletter').then((m) => m.NewsletterPage));
const MessagesPage = lazyPage(() => import('./routes/messages').then((m) => m.MessagesPage));
const NotFoundPage = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundPage));

/** §2's route table: each address and its page. */
const PAGES: [string, ReturnType<typeof lazyPage>][] = [
  [paths.home.path, HomePage],
  [paths.space.path, SpacePage],
  [paths.about.path, AboutPage],
  [paths.howItWorks.path, HowItWorksPage],
  [paths.pricing.path, PricingPage],
  [paths.features.path, FeaturesPage],
  [paths.security.path, SecurityPage],
  [paths.careers.path, CareersPage],
  [paths.privacy.path, PrivacyPage],
  [paths.terms.path, TermsPage],
  [paths.partners.path, PartnersPage],
  [paths.contact.path, ContactPage],
  [paths.help.path, HelpPage],
  [paths.helpArticle.path, HelpArticlePage],
  [paths.status.path, StatusPage],
  [paths.blog.path, BlogPage],
  [paths.blogPost.path, BlogPostPage],
  [paths.forum.path, ForumPage],
  [paths.forumTopic.path, ForumTopicPage],
  [paths.events.path, EventsPage],
  [paths.press.path, PressPage],
  [paths.login.path, LoginPage],
  [paths.register.path, RegisterPage],
  [paths.forgotPassword.path, ForgotPasswordPage],
  [paths.resetPassword.path, ResetPasswordPage],
  [paths.verifyEmail.path, VerifyEmailPage],
  [paths.authCallback.path, AuthCallbackPage],
  [paths.booking.path, BookingPage],
  [paths.dashboard.path, DashboardPage],
  [paths.invoice.path, InvoicePage],
  [paths.taxInvoice.path, TaxInvoicePage],
  [paths.listSpace.path, ListSpacePage],
  [paths.editListing.path, ListSpacePage],
  [paths.admin.path, AdminPage],
  [paths.virtualMeetings.path, VirtualMeetingsPage],
  [paths.chatRoom.path, ChatRoomPage],
  [paths.profile.path, ProfilePage],
  [paths.companies.path, CompaniesPage],
  [paths.company.path, CompanyPage],
  [paths.companyInvite.path, CompanyInvitePage],
  [paths.dataExport.path, DataExportPage],
  [paths.deleteAccount.path, DeleteAccountPage],
  [paths.newsletter.path, NewsletterPage],
  [paths.messages.path, MessagesPage],
  [paths.messageThread.path, MessagesPage],
];

/** Loads the page at `pathname` (the 404 page when none matches), for hydrating what the server rendered. */
export function preloadPage(pathname: string) {
  const page = PAGES.find(([path]) => matchPath(path, pathname))?.[1] ?? NotFoundPage;
  return page.preload();
}

/**
 * New pages start at the top; back and forward leave the browser to restore the position. Only a
 * new path is a new page: a changed search (a filter, the map's box) keeps the reader where they are.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <Layout>
        {/* A crash inside a page keeps the header and footer around the crash screen; leaving the page clears it. */}
        <RouteErrorBoundary key={pathname}>
          <Switch>
            {PAGES.map(([path, Page]) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </RouteErrorBoundary>
      </Layout>
    </>
  );
}
