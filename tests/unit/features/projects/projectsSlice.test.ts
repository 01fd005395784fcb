import { rootReducer } from '../../../../src/app/rootReducer';
import { makeStore } from '../../../../src/app/store';
import { menuToggled } from '../../../../src/app/ui/uiSlice';
import {
  categoryChosen,
  filtersCleared,
  filtersRestoredFromUrl,
  searchChanged,
  selectCategory,
  selectIsFiltered,
  selectSearch,
  selectVisibleProjects,
  projectsSlice,
} from '../../../../src/features/projects/projectsSlice';
import { projectTextsIn } from '../../../support/projectTexts';

const frTexts = projectTextsIn('fr');
const enTexts = projectTextsIn('en');

describe('projects slice', () => {
  it('is not in a store until a part that filters adds it, and its selectors read no filter until then', () => {
    const store = makeStore();
    expect(store.getState().projects).toBeUndefined();
    expect(selectSearch(store.getState())).toBe('');
    expect(selectVisibleProjects(store.getState(), frTexts)).toHaveLength(6);
    rootReducer.inject(projectsSlice);
    store.dispatch(searchChanged('React'));
    expect(store.getState().projects).toEqual({ search: 'React', category: 'all' });
  });

  it('names its actions as events under projects/', () => {
    expect(searchChanged.type).toBe('projects/searchChanged');
    expect(categoryChosen.type).toBe('projects/categoryChosen');
    expect(filtersCleared.type).toBe('projects/filtersCleared');
    expect(filtersRestoredFromUrl.type).toBe('projects/filtersRestoredFromUrl');
  });

  it('starts with no search and every category', () => {
    const state = makeStore().getState();
    expect(state.projects).toEqual({ search: '', category: 'all' });
    expect(selectIsFiltered(state)).toBe(false);
    expect(selectVisibleProjects(state, frTexts)).toHaveLength(6);
  });

  it('changes the search text as typed, untrimmed', () => {
    const store = makeStore();
    store.dispatch(searchChanged('React '));
    expect(selectSearch(store.getState())).toBe('React ');
    expect(selectIsFiltered(store.getState())).toBe(true);
  });

  it('chooses a category, and falls back to all for an unknown one', () => {
    const store = makeStore();
    store.dispatch(categoryChosen('ai'));
    expect(selectCategory(store.getState())).toBe('ai');
    store.dispatch(categoryChosen('spaceships'));
    expect(selectCategory(store.getState())).toBe('all');
  });

  it('clears both filters', () => {
    const store = makeStore();
    store.dispatch(searchChanged('react'));
    store.dispatch(categoryChosen('ai'));
    store.dispatch(filtersCleared());
    expect(selectSearch(store.getState())).toBe('');
    expect(selectCategory(store.getState())).toBe('all');
  });

  it('restores the filters from a query string', () => {
    const store = makeStore();
    store.dispatch(filtersRestoredFromUrl('?q=Vue&category=ecommerce&lng=en'));
    expect(store.getState().projects).toEqual({ search: 'Vue', category: 'ecommerce' });
    store.dispatch(filtersRestoredFromUrl('?category=nope'));
    expect(store.getState().projects).toEqual({ search: '', category: 'all' });
  });
});

describe('selectVisibleProjects', () => {
  const ids = (projects: readonly { id: string }[]) => projects.map(({ id }) => id);

  it('applies the search, in the language of the texts given, and the category', () => {
    const store = makeStore();
    store.dispatch(searchChanged('plateforme'));
    expect(ids(selectVisibleProjects(store.getState(), frTexts))).toEqual(['4', '6']);
    expect(ids(selectVisibleProjects(store.getState(), enTexts))).toEqual([]);
    store.dispatch(categoryChosen('blockchain'));
    expect(ids(selectVisibleProjects(store.getState(), frTexts))).toEqual(['6']);
  });

  it('returns the same list until the search, the category or the language changes', () => {
    const store = makeStore();
    store.dispatch(searchChanged('react'));
    const first = selectVisibleProjects(store.getState(), frTexts);
    const recomputations = selectVisibleProjects.unwrapped.recomputations();

    store.dispatch(menuToggled());
    expect(selectVisibleProjects(store.getState(), frTexts)).toBe(first);
    store.dispatch(searchChanged('react'));
    expect(selectVisibleProjects(store.getState(), frTexts)).toBe(first);
    expect(selectVisibleProjects.unwrapped.recomputations()).toBe(recomputations);

    store.dispatch(categoryChosen('ai'));
    expect(selectVisibleProjects(store.getState(), frTexts)).not.toBe(first);
  });

  it('stays memoized per language when switching back and forth', () => {
    const store = makeStore();
    store.dispatch(searchChanged('a'));
    const french = selectVisibleProjects(store.getState(), frTexts);
    const english = selectVisibleProjects(store.getState(), enTexts);
    const recomputations = selectVisibleProjects.unwrapped.recomputations();

    expect(selectVisibleProjects(store.getState(), frTexts)).toBe(french);
    expect(selectVisibleProjects(store.getState(), enTexts)).toBe(english);
    expect(selectVisibleProjects.unwrapped.recomputations()).toBe(recomputations);
  });
});
