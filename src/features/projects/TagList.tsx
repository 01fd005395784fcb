export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="project-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="project-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
