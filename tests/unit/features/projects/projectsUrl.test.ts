import { portfolio } from '../../../../src/content/portfolio';
import { projectAnchor } from '../../../../src/features/projects/projectAnchor';
import { filterFromSearchParams, withFilter } from '../../../../src/features/projects/projectsUrl';

describe('the filters in the address', () => {
  it('reads q and category', () => {
    expect(filterFromSearchParams(new URLSearchParams('?q=React&category=ai'))).toEqual({
      search: 'React',
      category: 'ai',
    });
    expect(filterFromSearchParams(new URLSearchParams(''))).toEqual({ search: '', category: 'all' });
  });

  it('reads an unknown category as all', () => {
    expect(filterFromSearchParams(new URLSearchParams('?category=spaceships'))).toEqual({
      search: '',
      category: 'all',
    });
  });

  it('writes the filters and keeps the other parameters', () => {
    const params = withFilter(new URLSearchParams('lng=en&q=old'), { search: 'c++ & co', category: 'ai' });
    expect(params.get('lng')).toBe('en');
    expect(filterFromSearchParams(new URLSearchParams(params.toString()))).toEqual({
      search: 'c++ & co',
      category: 'ai',
    });
  });

  it('leaves no trace of empty filters', () => {
    expect(withFilter(new URLSearchParams('q=a&category=ai&lng=fr'), { search: '', category: 'all' }).toString()).toBe(
      'lng=fr',
    );
  });

  it('does not change the parameters it was given', () => {
    const params = new URLSearchParams('lng=fr');
    withFilter(params, { search: 'x', category: 'ai' });
    expect(params.toString()).toBe('lng=fr');
  });
});

describe('project anchors', () => {
  it('names every card by its project’s number, as `/projects#project-N` links expect', () => {
    expect(portfolio.map(projectAnchor)).toEqual(['1', '2', '3', '4', '5', '6'].map((id) => `project-${id}`));
  });
});
