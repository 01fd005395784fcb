import { useTranslation } from 'react-i18next';
import type { ProjectCategory } from '../../content/portfolio';

export function CategoryBadge({ category }: { category: ProjectCategory }) {
  const { t } = useTranslation();
  return <span className="badge project-badge">{t(`projects.categories.${category}`)}</span>;
}
