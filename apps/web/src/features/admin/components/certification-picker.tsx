import type { CategoryDto, CertificationDto } from '@certamen/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { certificationsQuery } from '../../../lib/certifications-query';
import { useAdminCategories } from '../api/get-categories';

/** docs/product.md, Administration: the default category is Base (id 1). */
export const DEFAULT_CATEGORY_ID = 1;

/** A category select and the certifications of that category; both values are controlled by the form. */
export function CertificationPicker({ idPrefix, categoryId, certificationId, onChange, invalid, allLabel }: {
  idPrefix: string;
  /** For filters and the export: what choosing no certification means. */
  allLabel?: string;
  categoryId: number;
  certificationId: number | null;
  onChange: (next: { categoryId: number; certificationId: number | null }) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  const certifications = useQuery(certificationsQuery);
  const inCategory = (certifications.data ?? []).filter((row: CertificationDto) => row.category_id === categoryId);
  return (
    <div className="form-row admin-picker">
      <div className="field">
        <label htmlFor={`${idPrefix}-category`}>{t('admin.picker.category')}</label>
        <select id={`${idPrefix}-category`} className="input" value={categoryId} onChange={(event) => onChange({ categoryId: Number(event.target.value), certificationId: null })}>
          {(categories.data ?? []).map((category: CategoryDto) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-certification`}>{t('admin.picker.certification')}</label>
        <select
          id={`${idPrefix}-certification`}
          className="input"
          value={certificationId ?? ''}
          aria-invalid={invalid && certificationId === null ? true : undefined}
          onChange={(event) => onChange({ categoryId, certificationId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{certifications.isPending ? t('admin.picker.loading') : (allLabel ?? t('admin.picker.chooseCertification'))}</option>
          {inCategory.map((row) => <option key={row.id} value={row.id}>{row.name}</option>)}
        </select>
      </div>
    </div>
  );
}
