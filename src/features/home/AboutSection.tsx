import { GraduationCap, Lightbulb, Wrench, Cpu, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Reveal } from '../../components/Reveal';
import { FramedPhoto } from './FramedPhoto';
import { homePhotos } from '../../content/homePhotos';

const features = [
  { key: 'expertise', icon: Cpu },
  { key: 'tools', icon: Wrench },
  { key: 'innovation', icon: Lightbulb },
  { key: 'training', icon: GraduationCap },
] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" className="section section--alt" aria-labelledby="about-title">
      <div className="container">
        <div className="row align-items-center gy-5 gx-lg-5">
          <div className="col-lg-5">
            <FramedPhoto
              icon={UsersRound}
              image={homePhotos.about}
              alt={t('about.imageAlt')}
              sizes="(min-width: 1400px) 530px, (min-width: 1200px) 455px, (min-width: 992px) 380px, calc(100vw - 1.5rem)"
              maxWidth={1280}
              className="about__photo"
            />
          </div>
          <div className="col-lg-7">
            <span className="eyebrow">{t('about.eyebrow')}</span>
            <h2 id="about-title">{t('about.title')}</h2>
            <p className="about__text">{t('about.text')}</p>
            <ul className="about__features">
              {features.map(({ key, icon: Icon }, index) => (
                <li key={key}>
                  <Reveal step={index} className="about-feature">
                    <span className="icon-badge">
                      <Icon aria-hidden="true" focusable="false" />
                    </span>
                    <div>
                      <h3 className="about-feature__title">{t(`about.features.${key}.title`)}</h3>
                      <p>{t(`about.features.${key}.text`)}</p>
                    </div>
                  </Reveal>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
