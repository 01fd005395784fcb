import { Link } from 'react-router-dom';

export interface StartProjectCtaProps {
  /** The heading's id, which names the aside. */
  id: string;
  title: string;
  text: string;
  button: string;
  className: string;
}

/** The end of a case study or an article: a word on what comes next and the wizard in the page's language. */
export function StartProjectCta({ id, title, text, button, className }: StartProjectCtaProps) {
  return (
    <aside className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
      <Link className="btn btn-primary btn-lg" to="/consultation" reloadDocument>
        {button}
      </Link>
    </aside>
  );
}
