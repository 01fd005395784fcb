import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function HomePage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('hero.title')} />;
}
