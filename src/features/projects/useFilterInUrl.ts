import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { noFilter, toCategoryFilter, type ProjectsFilter } from './projectsFilter';
import {
  categoryChosen,
  filtersCleared,
  filtersRestoredFromUrl,
  searchChanged,
  selectCategory,
  selectSearch,
} from './projectsSlice';
import { withFilter } from './projectsUrl';

/** Marks the history entries the filters wrote themselves, whose address already matches the store. */
const writtenByFilters = 'projects-filter';

/**
 * The store holds the filters; the address mirrors them (`?q=…&category=…`) so a filtered view can be
 * shared, reloaded and reached with the back button.
 *
 * The address is read in a layout effect, after the first render, not while rendering: a page prerendered
 * without any query string must hydrate with exactly that first render (all projects), or React reports a
 * hydration mismatch. The prerendered page itself shows all projects until the app has loaded; from then
 * on (a link followed inside the app, back and forward) the layout effect applies the address before the
 * browser paints.
 *
 * Typing replaces the current history entry (one entry per keystroke would make Back useless); choosing a
 * category or clearing adds one, so Back undoes it.
 */
export function useFilterInUrl() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const category = useAppSelector(selectCategory);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [, setSearchParams] = useSearchParams();
  const mounted = useRef(false);

  useLayoutEffect(() => {
    // Our own entries already match the store, which may even be ahead of them while the router
    // commits the address in a transition: re-reading them could drop the last keystrokes.
    const ownEntry = mounted.current && navigationType !== NavigationType.Pop && location.state === writtenByFilters;
    mounted.current = true;
    if (!ownEntry) dispatch(filtersRestoredFromUrl(location.search));
    // The key changes with every navigation (reload, back, forward, a link), the only times to read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, location.key]);

  const write = (filter: ProjectsFilter, replace: boolean) => {
    setSearchParams((params) => withFilter(params, filter), { replace, state: writtenByFilters });
  };

  return {
    search,
    category,
    changeSearch: (value: string) => {
      dispatch(searchChanged(value));
      write({ search: value, category }, true);
    },
    chooseCategory: (value: string) => {
      dispatch(categoryChosen(value));
      write({ search, category: toCategoryFilter(value) }, false);
    },
    clear: () => {
      dispatch(filtersCleared());
      write(noFilter, false);
    },
  };
}
