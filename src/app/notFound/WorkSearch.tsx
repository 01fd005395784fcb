import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { searchParam, withFilter } from '../../features/projects/projectsUrl';

const projectsPath = '/projects';

/**
 * A search of the work that leads to the projects list filtered by it, with the list's own address
 * (`/projects?q=…`). A real GET form to that address, so it works before the JavaScript runs too.
 */
export function WorkSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useHref(projectsPath);
  const labelId = useId();
  const fieldId = useId();

  return (
    <form
      className="not-found__search"
      role="search"
      aria-labelledby={labelId}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get(searchParam);
        const search = typeof typed === 'string' ? typed.trim() : '';
        const query = withFilter(new URLSearchParams(), { search, category: 'all' }).toString();
        void navigate(query === '' ? projectsPath : `${projectsPath}?${query}`);
      }}
    >
      <label id={labelId} className="form-label" htmlFor={fieldId}>
        {t('notFound.search.label')}
      </label>
      <div className="not-found__search-row">
        <div className="not-found__search-field">
          <Search aria-hidden="true" />
          <input
            id={fieldId}
            className="form-control"
            type="search"
            name={searchParam}
            autoComplete="off"
            placeholder={t('notFound.search.placeholder')}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('notFound.search.submit')}
        </button>
      </div>
    </form>
  );
}
