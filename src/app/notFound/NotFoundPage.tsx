import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { HomePage } from '../../features/home/HomePage';
import notFoundEn from '../../i18n/locales/notFound/en';
import notFoundFr from '../../i18n/locales/notFound/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { loadsOwnDocument } from '../routes';

const links = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/expertise', labelKey: 'nav.expertise' },
  { to: '/contact', labelKey: 'nav.contact' },
  { to: '/consultation', labelKey: 'nav.startProject' },
] as const;

/**
 * What an unknown address shows (the server answers it with 404 and `noindex`): the home page's content, as
 * the spec's catch-all does, under a notice that says the address leads nowhere and offers the main pages.
 */
export function NotFoundPage() {
  usePageCopy('notFound', { fr: notFoundFr, en: notFoundEn });
  const { t } = useTranslation();
  return (
    <>
      <section className="not-found page-intro" aria-labelledby="not-found-title">
        <div className="container">
          <div className="not-found__notice">
            <TriangleAlert className="not-found__icon" aria-hidden="true" />
            <div>
              <h1 id="not-found-title">{t('notFound.title')}</h1>
              <p>{t('notFound.text')}</p>
              <nav aria-label={t('notFound.links')}>
                <ul className="not-found__links">
                  {links.map(({ to, labelKey }) => (
                    <li key={to}>
                      <Link to={to} reloadDocument={loadsOwnDocument(to)}>
                        {t(labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>
        </div>
      </section>
      <HomePage titleLevel={2} />
    </>
  );
}
