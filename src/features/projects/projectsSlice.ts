import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { routeChanged } from '../../app/ui/uiSlice';
import { portfolio, type ProjectId } from '../../content/portfolio';
import {
  filterProjects,
  isFiltered,
  noFilter,
  toCategoryFilter,
  type CategoryFilter,
  type ProjectTextsById,
} from './projectsFilter';
import { filterFromSearchParams } from './projectsUrl';

export interface ProjectsState {
  search: string;
  category: CategoryFilter;
  /** The project whose dialog is open, if any. */
  openProjectId: ProjectId | null;
}

const initialState: ProjectsState = { ...noFilter, openProjectId: null };

const searchOf = (state: ProjectsState) => state.search;
const categoryOf = (state: ProjectsState) => state.category;

/**
 * The texts are an argument because they depend on the active language, which lives in i18next, not in
 * the store. reselect's default weakMapMemoize keeps one cached result per texts object, so with one
 * texts object per language (see useProjectTexts) switching languages back and forth recomputes nothing.
 */
const visibleProjects = createSelector(
  [searchOf, categoryOf, (_state: ProjectsState, texts: ProjectTextsById) => texts],
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
      state.openProjectId = null;
    },
    projectDialogOpened(state, action: PayloadAction<ProjectId>) {
      state.openProjectId = action.payload;
    },
    projectDialogClosed(state) {
      state.openProjectId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(routeChanged, (state) => {
      state.openProjectId = null;
    });
  },
  selectors: {
    selectSearch: searchOf,
    selectCategory: categoryOf,
    selectIsFiltered: (state) => isFiltered(state),
    selectOpenProject: (state) => portfolio.find((project) => project.id === state.openProjectId),
    selectVisibleProjects: visibleProjects,
  },
});

export const {
  searchChanged,
  categoryChosen,
  filtersCleared,
  filtersRestoredFromUrl,
  projectDialogOpened,
  projectDialogClosed,
} = projectsSlice.actions;

export const { selectSearch, selectCategory, selectIsFiltered, selectOpenProject, selectVisibleProjects } =
  projectsSlice.selectors;
