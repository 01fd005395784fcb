import { useTranslation } from 'react-i18next';

export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-placeholder container">
      <h1>{title}</h1>
      <p className="lead">{t('placeholder.text')}</p>
    </section>
  );
}
