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
  it('is the fragment of every project’s link', () => {
    for (const project of portfolio) {
      expect(project.link).toBe(`/projects#${projectAnchor(project)}`);
      expect(projectAnchor(project)).toBe(`project-${project.id}`);
    }
  });
});
