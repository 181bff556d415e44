import { sandboxRefused as copy } from '../copy/ours/sandbox';
import { useRefusedPage } from './refused-page';

/**
 * Shown instead of the app when the sandbox could not start (QA 10): never a blank page. In a
 * cross-site frame whose storage the browser blocks, msw cannot even load (its cookie store reads
 * `localStorage`) nor register its service worker (decision 051). Loaded with the sandbox only
 * (src/sandbox-boot.ts).
 */
export function SandboxRefused({
  cause,
  framed,
  href,
}: {
  cause: unknown;
  /** The page runs in a frame: the way on is the top level. */
  framed: boolean;
  /** This page's address, to open it at the top level. */
  href: string;
}) {
  const words = framed ? copy.framed : copy.topLevel;
  const message = cause instanceof Error ? cause.message : String(cause);
  useRefusedPage(words.title);
  return (
    <div className="app">
      <div className="app-body">
        <main className="page" aria-labelledby="sandbox-refused-title">
          <h1 id="sandbox-refused-title">{words.title}</h1>
          <p>{words.body}</p>
          <p>{words.whatToDo}</p>
          {framed ? (
            <p>
              <a href={href} target="_blank" rel="noopener">
                {copy.openTopLevel}
              </a>
            </p>
          ) : null}
          <p>{copy.cause(message)}</p>
        </main>
      </div>
    </div>
  );
}
