const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML, in an element or a quoted attribute (the sitemap, the feeds). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}
