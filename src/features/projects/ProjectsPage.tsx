import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProjectsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('projects.title')} />;
}
