import { Blocks, CodeXml, Landmark, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard';
import { SectionHeading } from './SectionHeading';

const expertises = [
  { key: 'web', icon: CodeXml },
  { key: 'blockchain', icon: Blocks },
  { key: 'banking', icon: Landmark },
  { key: 'marketing', icon: TrendingUp },
] as const;

export interface ExpertiseSectionProps {
  /** On /expertise the section is the page: its heading is the page's h1. */
  asPage?: boolean;
}

export function ExpertiseSection({ asPage = false }: ExpertiseSectionProps) {
  const { t } = useTranslation();
  return (
    <section
      id="expertise"
      className={`section section--alt ${asPage ? 'page-intro' : ''}`}
      aria-labelledby="expertise-title"
    >
      <div className="container">
        <SectionHeading
          id="expertise-title"
          eyebrow={t('expertise.eyebrow')}
          title={t('expertise.title')}
          subtitle={t('expertise.subtitle')}
          level={asPage ? 1 : 2}
        />
        <div className="row g-4">
          {expertises.map(({ key, icon }, index) => (
            <div className="col-sm-6 col-lg-3" key={key}>
              <FeatureCard
                icon={icon}
                title={t(`expertise.${key}.title`)}
                text={t(`expertise.${key}.text`)}
                step={index}
                headingLevel={asPage ? 2 : 3}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
