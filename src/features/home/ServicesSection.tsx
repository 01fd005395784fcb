import { Compass, Megaphone, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard';
import { SectionHeading } from './SectionHeading';

const services = [
  { key: 'strategy', icon: Compass },
  { key: 'marketing', icon: Megaphone },
  { key: 'social', icon: Share2 },
] as const;

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <div className="row g-4">
          {services.map(({ key, icon }, index) => (
            <div className="col-md-4" key={key}>
              <FeatureCard
                icon={icon}
                title={t(`services.${key}.title`)}
                text={t(`services.${key}.text`)}
                step={index}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
