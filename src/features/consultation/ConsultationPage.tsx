import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ConsultationPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('consultation.title')} />;
}
