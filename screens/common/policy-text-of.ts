// Elements whose text starts a new paragraph of a policy; a line break is a new line.
const BLOCKS =
  'p,div,section,article,header,footer,blockquote,h1,h2,h3,h4,h5,h6,ul,ol,li,table,tr,dl,dt,dd,pre,hr';

/**
 * A policy's `content` as the patron reads it. wire-decisions.md gives the field, not its format:
 * plain text is shown as sent (line breaks kept); an operator's HTML is read into its text, by
 * paragraphs and list items, and never rendered as markup (DEVELOPERS.md: no server HTML in the
 * page). The HTML is parsed into an inert document (DOMParser: no script runs, nothing loads), and
 * what it would not show (scripts, styles, comments) is dropped (QA 13: the tags showed as text).
 */
export function policyTextOf(content: string): string {
  if (!/<[a-z!/]/i.test(content)) return content;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  for (const hidden of doc.querySelectorAll('script,style,template,noscript,head')) hidden.remove();
  const text = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  // Source whitespace means nothing in HTML: one space, before the breaks are put in.
  for (let node = text.nextNode(); node; node = text.nextNode())
    node.nodeValue = (node.nodeValue ?? '').replace(/\s+/g, ' ');
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.body.querySelectorAll(BLOCKS)) {
    block.before('\n\n');
    if (block.localName === 'li') block.prepend('• ');
    block.after('\n\n');
  }
  return (doc.body.textContent ?? '')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
