import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function LegalPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('legal.title')} />;
}
