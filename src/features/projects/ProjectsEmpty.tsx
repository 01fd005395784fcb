import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ProjectsEmpty({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="projects-empty">
      <span className="icon-badge">
        <SearchX aria-hidden="true" />
      </span>
      <h2>{t('projects.empty')}</h2>
      <p>{t('projects.emptyHint')}</p>
      <button type="button" className="btn btn-primary" onClick={onClear}>
        {t('projects.clearFilters')}
      </button>
    </div>
  );
}
