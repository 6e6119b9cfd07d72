import { CATEGORIES } from '@certamen/shared';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { CategoryPage } from '../features/catalogue/pages/category-page';
import { CertificationPage } from '../features/catalogue/pages/certification-page';
import { HomePage } from '../features/catalogue/pages/home-page';
import { QuizHomePage } from '../features/catalogue/pages/quiz-home-page';
import { QuizTopicsPage } from '../features/catalogue/pages/quiz-topics-page';
import { SuggestedQuizzesPage } from '../features/catalogue/pages/suggested-quizzes-page';
import { LegalPage } from '../features/legal/legal-page';
import { QuizPage } from '../features/quiz/pages/quiz-page';
import { SUGGESTED_QUIZZES_SLUG } from '../lib/language';
import { ComingSoonPage } from '../ui/coming-soon-page';
import { NotFoundPage } from '../ui/not-found-page';
import { PageError } from '../ui/page-error';
import { LazyPage } from '../ui/page-loading';
import { LanguageGuard } from './language-guard';
import { LanguageRedirect } from './language-redirect';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';

// Progress pages load on demand: the avatar generator, the chart and the PDF maker stay out of the first download.
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page').then((module) => ({ default: module.ProfilePage })));
const AttemptReviewPage = lazy(() => import('../features/profile/pages/attempt-review-page').then((module) => ({ default: module.AttemptReviewPage })));
const LeaderboardPage = lazy(() => import('../features/leaderboard/pages/leaderboard-page').then((module) => ({ default: module.LeaderboardPage })));

function BaseQuizRedirect() {
  const { lang } = useParams();
  return <Navigate replace to={`/${lang}/quiz/base/mixed`} />;
}

/** Pages other issues build: they resolve to an honest "coming soon" page instead of "not found". */
const upcoming = ['premium', 'premium/upgrade'];
/** Spec sections 2 and 6: login required. */
const upcomingBehindLogin = ['admin', 'admin/feedback'];

const languageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'quiz-home', element: <QuizHomePage /> },
  ...CATEGORIES.map((category) => ({ path: category.slug, element: <CategoryPage slug={category.slug} /> })),
  { path: 'base-quiz', element: <BaseQuizRedirect /> },
  { path: 'certifications/:certSlug', element: <CertificationPage /> },
  { path: 'quiz/:quizSlug', element: <QuizTopicsPage /> },
  ...[...new Set(Object.values(SUGGESTED_QUIZZES_SLUG))].map((path) => ({ path, element: <SuggestedQuizzesPage /> })),
  { path: 'cookie-policy', element: <LegalPage kind="cookie" /> },
  { path: 'privacy-policy', element: <LegalPage kind="privacy" /> },
  { path: 'terms-conditions', element: <LegalPage kind="terms" /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'leaderboard', element: <LazyPage><LeaderboardPage /></LazyPage> },
  {
    element: <RequireAuth />,
    children: [
      { path: 'profile', element: <LazyPage><ProfilePage /></LazyPage> },
      { path: 'profile/review/:attemptId', element: <LazyPage><AttemptReviewPage /></LazyPage> },
      { path: 'quiz/topic/:topicId', element: <QuizPage /> },
      { path: 'quiz/:quizId/mixed', element: <QuizPage /> },
      ...upcomingBehindLogin.map((path) => ({ path, element: <ComingSoonPage /> })),
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
