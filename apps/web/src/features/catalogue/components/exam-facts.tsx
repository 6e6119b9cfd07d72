import type { Certification } from '@certamen/shared';
import { useTranslation } from 'react-i18next';

export function ExamFacts({ certification }: { certification: Certification }) {
  const { t } = useTranslation();
  if (certification.examMinutes === null || certification.examQuestions === null) {
    return <span className="facts">{t('category.freeExamFormat')}</span>;
  }
  return (
    <span className="facts">
      {t('category.exam')}: {t('common.questions', { count: certification.examQuestions })} · {t('common.minutes', { count: certification.examMinutes })}
    </span>
  );
}
