import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import notFoundEn from '../../i18n/locales/notFound/en';
import notFoundFr from '../../i18n/locales/notFound/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { navTargets, startProjectTarget } from '../layout/navLinks';
import { loadsOwnDocument } from '../routes';
import { WorkSearch } from './WorkSearch';

const mainPages = [...navTargets, startProjectTarget];

/**
 * What an unknown address shows (the server answers it with 404 and `noindex`): a short page that says the
 * address leads nowhere, offers a search of the work and the main pages, the navigation bar's own.
 */
export function NotFoundPage() {
  usePageCopy('notFound', { fr: notFoundFr, en: notFoundEn });
  const { t } = useTranslation();
  return (
    <section className="not-found page-intro" aria-labelledby="not-found-title">
      <div className="container">
        <div className="not-found__notice">
          <TriangleAlert className="not-found__icon" aria-hidden="true" />
          <div>
            <h1 id="not-found-title">{t('notFound.title')}</h1>
            <p>{t('notFound.text')}</p>
          </div>
        </div>
        <WorkSearch />
        <nav aria-label={t('notFound.links')}>
          <ul className="not-found__links">
            {mainPages.map(({ to, labelKey }) => (
              <li key={to}>
                <Link to={to} reloadDocument={loadsOwnDocument(to)}>
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
