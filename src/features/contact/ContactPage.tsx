import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ContactPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('contact.hero.title')} />;
}
