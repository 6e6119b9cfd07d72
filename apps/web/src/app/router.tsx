import { CATEGORIES } from '@certamen/shared';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { HomePage } from '../features/catalogue/pages/home-page';
import { SUGGESTED_QUIZZES_SLUG } from '../lib/language';
import { ComingSoonPage } from '../ui/coming-soon-page';
import { NotFoundPage } from '../ui/not-found-page';
import { PageError } from '../ui/page-error';
import { LazyPage } from '../ui/page-loading';
import { LanguageGuard } from './language-guard';
import { LanguageRedirect } from './language-redirect';
import { Layout } from './layout';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

// Every page but the home page is a chunk of its own, fetched when first visited: the first download
// holds the shell and the home page only (docs/performance.md). The progress pages also keep the avatar
// generator, the chart and the PDF maker out of it.
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })));
const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })));
const CategoryPage = lazy(() => import('../features/catalogue/pages/category-page').then((module) => ({ default: module.CategoryPage })));
const CertificationPage = lazy(() => import('../features/catalogue/pages/certification-page').then((module) => ({ default: module.CertificationPage })));
const QuizHomePage = lazy(() => import('../features/catalogue/pages/quiz-home-page').then((module) => ({ default: module.QuizHomePage })));
const QuizTopicsPage = lazy(() => import('../features/catalogue/pages/quiz-topics-page').then((module) => ({ default: module.QuizTopicsPage })));
const SuggestedQuizzesPage = lazy(() => import('../features/catalogue/pages/suggested-quizzes-page').then((module) => ({ default: module.SuggestedQuizzesPage })));
const LegalPage = lazy(() => import('../features/legal/legal-page').then((module) => ({ default: module.LegalPage })));
const QuizPage = lazy(() => import('../features/quiz/pages/quiz-page').then((module) => ({ default: module.QuizPage })));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page').then((module) => ({ default: module.ProfilePage })));
const AttemptReviewPage = lazy(() => import('../features/profile/pages/attempt-review-page').then((module) => ({ default: module.AttemptReviewPage })));
const LeaderboardPage = lazy(() => import('../features/leaderboard/pages/leaderboard-page').then((module) => ({ default: module.LeaderboardPage })));

function BaseQuizRedirect() {
  const { lang } = useParams();
  return <Navigate replace to={`/${lang}/quiz/base/mixed`} />;
}

/** Pages other issues build: they resolve to an honest "coming soon" page instead of "not found". */
const upcoming = ['premium', 'premium/upgrade'];
/** Admin pages not built yet (login and the admin role required). */
const upcomingAdmin = ['admin', 'admin/questions', 'admin/feedback', 'admin/users', 'admin/premium-interest'];

const languageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'quiz-home', element: <LazyPage><QuizHomePage /></LazyPage> },
  ...CATEGORIES.map((category) => ({ path: category.slug, element: <LazyPage><CategoryPage slug={category.slug} /></LazyPage> })),
  { path: 'base-quiz', element: <BaseQuizRedirect /> },
  { path: 'certifications/:certSlug', element: <LazyPage><CertificationPage /></LazyPage> },
  { path: 'quiz/:quizSlug', element: <LazyPage><QuizTopicsPage /></LazyPage> },
  ...[...new Set(Object.values(SUGGESTED_QUIZZES_SLUG))].map((path) => ({ path, element: <LazyPage><SuggestedQuizzesPage /></LazyPage> })),
  { path: 'cookie-policy', element: <LazyPage><LegalPage kind="cookie" /></LazyPage> },
  { path: 'privacy-policy', element: <LazyPage><LegalPage kind="privacy" /></LazyPage> },
  { path: 'terms-conditions', element: <LazyPage><LegalPage kind="terms" /></LazyPage> },
  { path: 'login', element: <LazyPage><LoginPage /></LazyPage> },
  { path: 'register', element: <LazyPage><RegisterPage /></LazyPage> },
  { path: 'forgot-password', element: <LazyPage><ForgotPasswordPage /></LazyPage> },
  { path: 'reset-password', element: <LazyPage><ResetPasswordPage /></LazyPage> },
  { path: 'leaderboard', element: <LazyPage><LeaderboardPage /></LazyPage> },
  {
    element: <RequireAuth />,
    children: [
      { path: 'profile', element: <LazyPage><ProfilePage /></LazyPage> },
      { path: 'profile/review/:attemptId', element: <LazyPage><AttemptReviewPage /></LazyPage> },
      { path: 'quiz/topic/:topicId', element: <LazyPage><QuizPage /></LazyPage> },
      { path: 'quiz/:quizId/mixed', element: <LazyPage><QuizPage /></LazyPage> },
      {
        element: <RequireAdmin />,
        children: [
          // Admin pages: one line each.
          ...upcomingAdmin.map((path) => ({ path, element: <ComingSoonPage /> })),
        ],
      },
    ],
  },
  ...upcoming.map((path) => ({ path, element: <ComingSoonPage /> })),
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <LanguageRedirect /> },
  {
    path: '/:lang',
    element: <LanguageGuard />,
    // A page that fails (e.g. its code is gone after a deployment) fails inside the layout, not as a blank screen.
    children: [{ element: <Layout />, children: [{ errorElement: <PageError />, children: languageRoutes }] }],
  },
  // Two or more segments whose first is not a language (e.g. /certifications/ccna).
  { path: '*', element: <LanguageRedirect /> },
];

export const router = createBrowserRouter(routes);
