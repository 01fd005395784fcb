const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or a quoted attribute: for markup written as a string. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * JSON for a `<script type="application/…json">` data block: `<`, `>` and `&` as JSON escapes, so no
 * value can close the element (`</script>`) or open a comment, and the JSON parses to the same data.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&]/g, (character) => `\\u00${character.charCodeAt(0).toString(16)}`);
}
