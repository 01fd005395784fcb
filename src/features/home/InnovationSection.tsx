import { Atom, Blocks, BrainCircuit, Glasses, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { soonDialogOpened } from '../../app/ui/uiSlice';
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
  const dispatch = useAppDispatch();
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
          <button
            type="button"
            className="btn btn-light btn-lg"
            aria-haspopup="dialog"
            onClick={() => dispatch(soonDialogOpened())}
          >
            <Sparkles aria-hidden="true" focusable="false" />
            {t('innovation.cta')}
          </button>
        </div>
      </div>
    </section>
  );
}
