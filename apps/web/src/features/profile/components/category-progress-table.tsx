import { findCategoryBySlug, type CategoryProgress } from '@certamen/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { clampScore } from '../progress-rules';

/** docs/product.md, Progress and leaderboard: Category, Quiz, Topic, Questions, % (topics practised out of the category's topics). */
export function CategoryProgressTable({ progress }: { progress: UseQueryResult<CategoryProgress[]> }) {
  const { t } = useTranslation();
  return (
    <section className="card profile-panel" aria-labelledby="categories-title" data-testid="categories-progress">
      <h2 id="categories-title">{t('profile.categories.title')}</h2>
      <QueryState query={progress} errorText={t('profile.categories.error')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="empty-text">{t('profile.categories.empty')}</p>
          ) : (
            // Focusable and named, so a keyboard can scroll it sideways when it is wider than the phone.
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="categories-title">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('profile.categories.category')}</th>
                    <th scope="col" className="numeric">{t('profile.categories.quiz')}</th>
                    <th scope="col" className="numeric">{t('profile.categories.topic')}</th>
                    <th scope="col" className="numeric">{t('profile.categories.questions')}</th>
                    <th scope="col" className="numeric">{t('profile.categories.percent')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const percent = clampScore(row.percentage);
                    const category = findCategoryBySlug(row.slug);
                    return (
                      <tr key={row.category_id}>
                        <th scope="row">{category ? t(`categories.${category.slug}.name`) : row.category}</th>
                        <td className="numeric">{row.quizTotaliEseguiti}</td>
                        <td className="numeric">{`${row.quizTaken}/${row.total_topics}`}</td>
                        <td className="numeric">{row.totalQuestions}</td>
                        <td className="numeric">
                          <span className="progress-cell">
                            <span className="progress-bar" aria-hidden="true">
                              <span style={{ width: `${percent}%` }} />
                            </span>
                            {t('profile.percent', { value: percent })}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
