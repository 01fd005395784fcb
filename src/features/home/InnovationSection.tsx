import { Atom, Blocks, BrainCircuit, Glasses, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeatureCard } from './FeatureCard';
import { SectionHeading } from './SectionHeading';

const innovations = [
  { key: 'ai', icon: BrainCircuit },
  { key: 'quantum', icon: Atom },
  { key: 'blockchain', icon: Blocks },
  { key: 'metaverse', icon: Glasses },
] as const;

export function InnovationSection() {
  const { t } = useTranslation();
  return (
    <section className="section section--dark innovation" aria-labelledby="innovation-title">
      <div className="container">
        <SectionHeading
          id="innovation-title"
          eyebrow={t('innovation.eyebrow')}
          title={t('innovation.title')}
          subtitle={t('innovation.subtitle')}
        />
        <div className="row g-4">
          {innovations.map(({ key, icon }, index) => (
            <div className="col-sm-6 col-lg-3" key={key}>
              <FeatureCard
                icon={icon}
                title={t(`innovation.${key}.title`)}
                text={t(`innovation.${key}.text`)}
                step={index}
                tone="dark"
              />
            </div>
          ))}
        </div>
        <div className="innovation__action">
          <Link to="/expertise" className="btn btn-light btn-lg">
            <Sparkles aria-hidden="true" focusable="false" />
            {t('innovation.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
