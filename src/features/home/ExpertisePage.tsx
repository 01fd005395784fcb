import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ExpertisePage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('expertise.title')} />;
}
