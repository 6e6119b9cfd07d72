import { findBadge, type User } from '@certamen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { streakQuery } from '../api/get-streak';
import { userBadgesQuery } from '../api/get-user-badges';
import { userHistoryQuery } from '../api/get-user-history';
import { clampScore, newestFirst, trendPoints } from '../progress-rules';

/**
 * docs/product.md, Progress and leaderboard: Export PDF. jsPDF and the builder load only on the click (dynamic import); the data is the
 * page's own (fetched now if the page has not got it yet), the labels the page's language.
 */
export function useExportPdf(user: User) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportPdf = async () => {
    setExporting(true);
    try {
      const [{ buildProfilePdf, PROFILE_PDF_FILE_NAME }, history, badges, streak] = await Promise.all([
        import('../pdf/build-profile-pdf'),
        queryClient.ensureQueryData(userHistoryQuery(lang)),
        queryClient.ensureQueryData(userBadgesQuery(lang)),
        // A streak that cannot be read counts as 0, as on the page.
        queryClient.ensureQueryData(streakQuery(user.id)).catch(() => ({ current_streak: 0, best_streak: 0 })),
      ]);
      const earned = badges.filter((badge) => badge.earned);
      const percent = (value: number) => t('profile.percent', { value });
      const doc = buildProfilePdf(
        {
          username: user.username,
          email: user.email,
          subtitle: [t(`profile.roles.${user.role}`), user.is_premium ? t('profile.premium') : null].filter(Boolean).join(' · '),
          tiles: [
            { label: t('profile.currentStreak'), value: t('profile.days', { count: streak.current_streak }) },
            { label: t('profile.bestStreak'), value: t('profile.days', { count: streak.best_streak }) },
            { label: t('profile.tiles.averageScore'), value: percent(clampScore(history.stats.average_score)) },
            { label: t('profile.tiles.badges'), value: t('profile.tiles.badgesValue', { earned: earned.length, total: badges.length }) },
          ],
          badges: earned.map((badge) => findBadge(badge.key)?.title[lang] ?? badge.title),
          history: newestFirst(history.items).map((item) => ({
            date: formatDate(item.date_taken || item.date, lang),
            quiz: [item.certification_name, item.quiz_id !== null && item.quiz_id < 0 ? t('profile.history.mixed') : item.topic_title].filter(Boolean).join(' - ') || t('profile.history.mixed'),
            mode: t(`profile.modes.${item.mode}`),
            score: clampScore(item.percentage),
          })),
          trend: trendPoints(history.items).map((point) => ({ label: formatDate(point.date, lang, { day: '2-digit', month: '2-digit' }), score: point.score })),
          generatedOn: t('profile.pdf.generated', { date: formatDate(new Date().toISOString(), lang) }),
        },
        {
          title: t('profile.pdf.title'),
          badgesEarned: t('profile.pdf.badgesEarned'),
          noBadges: t('profile.pdf.noBadges'),
          history: t('profile.history.title'),
          noHistory: t('profile.pdf.noHistory'),
          trend: t('profile.trend.title'),
          date: t('profile.pdf.date'),
          quiz: t('profile.pdf.quiz'),
          mode: t('profile.pdf.mode'),
          score: t('profile.pdf.score'),
        },
      );
      doc.save(PROFILE_PDF_FILE_NAME);
    } catch (error) {
      console.error('Certamen: the profile PDF could not be made', error);
      toast.error(t('profile.exportError'));
    } finally {
      setExporting(false);
    }
  };

  return { exportPdf, exporting };
}
