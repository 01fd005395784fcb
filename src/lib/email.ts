const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The site's one e-mail rule (contact form and newsletter): the trimmed value has the shape a@b.c. */
export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
