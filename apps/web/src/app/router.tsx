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
const AdminContentPage = lazy(() => import('../features/admin/pages/admin-content-page').then((module) => ({ default: module.AdminContentPage })));
const AdminQuestionsPage = lazy(() => import('../features/admin/pages/admin-questions-page').then((module) => ({ default: module.AdminQuestionsPage })));
const QuestionEditorPage = lazy(() => import('../features/admin/pages/question-editor-page').then((module) => ({ default: module.QuestionEditorPage })));
const AdminFeedbackPage = lazy(() => import('../features/admin-feedback/pages/admin-feedback-page').then((module) => ({ default: module.AdminFeedbackPage })));
const TriagePage = lazy(() => import('../features/question-stats/pages/triage-page').then((module) => ({ default: module.TriagePage })));
const AdminUsersPage = lazy(() => import('../features/admin-users/pages/admin-users-page').then((module) => ({ default: module.AdminUsersPage })));
const PremiumPage = lazy(() => import('../features/premium/pages/premium-page').then((module) => ({ default: module.PremiumPage })));
const UpgradePage = lazy(() => import('../features/premium/pages/upgrade-page').then((module) => ({ default: module.UpgradePage })));
const PremiumInterestAdminPage = lazy(() => import('../features/premium/pages/premium-interest-admin-page').then((module) => ({ default: module.PremiumInterestAdminPage })));

function BaseQuizRedirect() {
  const { lang } = useParams();
  return <Navigate replace to={`/${lang}/quiz/base/mixed`} />;
}

/** Admin pages not built yet (login and the admin role required). */
const upcomingAdmin: string[] = [];

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
  { path: 'premium', element: <LazyPage><PremiumPage /></LazyPage> },
  { path: 'premium/upgrade', element: <LazyPage><UpgradePage /></LazyPage> },
  {
    element: <RequireAuth />,
    children: [
      { path: 'profile', element: <LazyPage><ProfilePage /></LazyPage> },
      { path: 'profile/review/:attemptId', element: <LazyPage><AttemptReviewPage /></LazyPage> },
      { path: 'quiz/topic/:topicId', element: <LazyPage><QuizPage /></LazyPage> },
      { path: 'quiz/:quizId/mixed', element: <LazyPage><QuizPage /></LazyPage> },
      { path: 'quiz/review/:reviewCertificationId', element: <LazyPage><QuizPage /></LazyPage> },
      {
        element: <RequireAdmin />,
        children: [
          // Admin pages: one line each.
          { path: 'admin', element: <LazyPage><AdminContentPage /></LazyPage> },
          { path: 'admin/questions', element: <LazyPage><AdminQuestionsPage /></LazyPage> },
          { path: 'admin/questions/:questionId', element: <LazyPage><QuestionEditorPage /></LazyPage> },
          { path: 'admin/feedback', element: <LazyPage><AdminFeedbackPage /></LazyPage> },
          { path: 'admin/triage', element: <LazyPage><TriagePage /></LazyPage> },
          { path: 'admin/users', element: <LazyPage><AdminUsersPage /></LazyPage> },
          { path: 'admin/premium-interest', element: <LazyPage><PremiumInterestAdminPage /></LazyPage> },
          ...upcomingAdmin.map((path) => ({ path, element: <ComingSoonPage /> })),
        ],
      },
    ],
  },
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
