import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { portfolio } from '../../content/portfolio';
import {
  filterProjects,
  isFiltered,
  noFilter,
  toCategoryFilter,
  type CategoryFilter,
  type ProjectTextsBySlug,
} from './projectsFilter';
import { filterFromSearchParams } from './projectsUrl';

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    projects: ProjectsState;
  }
}

export interface ProjectsState {
  search: string;
  category: CategoryFilter;
}

const initialState: ProjectsState = { ...noFilter };

const searchOf = (state: ProjectsState) => state.search;
const categoryOf = (state: ProjectsState) => state.category;

/**
 * The texts are an argument: they follow the language, which lives in i18next. weakMapMemoize keeps a result per
 * texts object, one per language (useProjectTexts), so switching languages recomputes nothing.
 */
const visibleProjects = createSelector(
  [searchOf, categoryOf, (_state: ProjectsState, texts: ProjectTextsBySlug) => texts],
  (search, category, texts) => filterProjects(portfolio, texts, { search, category }),
);

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    categoryChosen(state, action: PayloadAction<string>) {
      state.category = toCategoryFilter(action.payload);
    },
    filtersCleared(state) {
      state.search = noFilter.search;
      state.category = noFilter.category;
    },
    /** The page was reached at, or went back to, an address (its query string): that address decides. */
    filtersRestoredFromUrl(state, action: PayloadAction<string>) {
      const filter = filterFromSearchParams(new URLSearchParams(action.payload));
      state.search = filter.search;
      state.category = filter.category;
    },
  },
  selectors: {
    selectSearch: searchOf,
    selectCategory: categoryOf,
    selectIsFiltered: (state) => isFiltered(state),
    selectVisibleProjects: visibleProjects,
  },
});

export const { searchChanged, categoryChosen, filtersCleared, filtersRestoredFromUrl } = projectsSlice.actions;

// Joins the store with the parts that filter (useInjectedSlice: the projects page, the agents' search), so no other
// page carries it; until the next action adds it to the state, the selectors read the initial filter.
export const { selectSearch, selectCategory, selectIsFiltered, selectVisibleProjects } = projectsSlice.getSelectors(
  (root: RootState) => root.projects ?? initialState,
);
