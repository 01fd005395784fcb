import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { servicePath } from '../../content/services';
import { NumberedList } from './NumberedList';
import { SectionHeading } from './SectionHeading';

const innovations = ['ai', 'quantum', 'blockchain', 'metaverse'] as const;

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
        <NumberedList
          className="numbered--row"
          items={innovations.map((key) => ({
            key,
            title: t(`innovation.${key}.title`),
            text: t(`innovation.${key}.text`),
          }))}
        />
        <Link to={servicePath('innovation')} className="btn btn-light btn-lg innovation__action">
          {t('innovation.cta')}
          <ArrowRight aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </section>
  );
}
