import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Reveal } from '../../components/Reveal';
import { FramedPhoto } from './FramedPhoto';
import { homePhotos } from '../../content/homePhotos';

const features = ['expertise', 'tools', 'innovation', 'training'] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" className="section section--alt about" aria-labelledby="about-title">
      <div className="container about__grid">
        <FramedPhoto
          icon={UsersRound}
          image={homePhotos.about}
          alt={t('about.imageAlt')}
          sizes="(min-width: 1400px) 530px, (min-width: 992px) 38vw, calc(100vw - 1.5rem)"
          maxWidth={1280}
          className="about__photo"
        />
        <div>
          <p className="eyebrow">{t('about.eyebrow')}</p>
          <h2 id="about-title">{t('about.title')}</h2>
          <p className="about__text">{t('about.text')}</p>
          <ul className="about__features">
            {features.map((key, index) => (
              <li key={key}>
                <Reveal step={index} className="about-feature">
                  <h3>{t(`about.features.${key}.title`)}</h3>
                  <p>{t(`about.features.${key}.text`)}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
