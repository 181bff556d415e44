import { describe, expect, it } from 'vitest';
import { policyTextOf } from './policy-text-of';

describe("a policy's content as the patron reads it (QA 13)", () => {
  it('keeps plain text as sent, line breaks and all', () => {
    const plain = 'Terms of use.\n\n1. Bet responsibly.\n2. Be 21 or older. 3 < 4 is true.';
    expect(policyTextOf(plain)).toBe(plain);
  });

  it('reads HTML into its text, by paragraphs, list items and line breaks, with no tag left', () => {
    const html = `<h2>Terms   and
      Conditions</h2>
      <p>By playing you <strong>agree</strong> to these terms.</p>
      <ul><li>Bet responsibly.</li><li>Be 21 or older.</li></ul>
      <p>Questions?<br>Write to us.</p>`;
    expect(policyTextOf(html)).toBe(
      'Terms and Conditions\n\nBy playing you agree to these terms.\n\n• Bet responsibly.\n\n• Be 21 or older.\n\nQuestions?\nWrite to us.',
    );
  });

  it('drops what a page would not show, and runs nothing', async () => {
    const html =
      '<p>Read me.</p><script>window.__ran = true</script><style>p{color:red}</style><!-- note --><img src="https://tracker.test/x.gif" onerror="window.__ran = true">';
    expect(policyTextOf(html)).toBe('Read me.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
