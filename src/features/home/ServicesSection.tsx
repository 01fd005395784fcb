import { useTranslation } from 'react-i18next';
import { NumberedList } from './NumberedList';
import { SectionHeading } from './SectionHeading';

const services = ['strategy', 'marketing', 'social'] as const;

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container split">
        <SectionHeading
          id="services-title"
          className="split__aside"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <NumberedList
          items={services.map((key) => ({
            key,
            title: t(`services.${key}.title`),
            text: t(`services.${key}.text`),
          }))}
        />
      </div>
    </section>
  );
}
