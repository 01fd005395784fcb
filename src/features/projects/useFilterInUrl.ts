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
 * The address mirrors the filters (share, reload, Back). It is read in a layout effect, not while rendering, so a
 * prerendered page hydrates as rendered; typing replaces the history entry, a category or Clear adds one.
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
