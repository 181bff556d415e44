import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The `description:` of machine states and transitions is for compliance reviewers: the charts in
 * docs/statecharts/ are generated from the machine sources, where it stays. The shipped bundle
 * does not need it, and the first screen has no bytes to spare (decision 005).
 */
function stripMachineDescriptions(): Plugin {
  const quoted = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
  const property = new RegExp(String.raw`\bdescription:\s*${quoted},?`, 'g');
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+\.machine\.ts$/.test(id)) return null;
      return { code: code.replace(property, ''), map: null };
    },
  };
}

/**
 * Keeps everything the first screen imports statically (the entry and the create-account
 * screens) in one chunk. Left alone, the bundler splits the
 * modules the entry shares with lazy screens (React, XState, the copy, the API client) into many
 * small common chunks, which costs the first screen several KB of gzip and a dozen requests
 * (decision 005). The set is the entry's static import closure, computed once the module graph
 * is known; lazy screens then import from this one chunk.
 */
/**
 * XState is in the first screen's static graph only through @xstate/react, whose `useSelector`
 * needs none of it: the machines load after the first paint (decision 073), and XState with them,
 * in the route entries' chunk.
 */
const NOT_IN_CORE = /[\\/]node_modules[\\/]xstate[\\/]/;

function firstScreenCore(): { plugin: Plugin; test: (id: string) => boolean } {
  // The entry and the first screen's own screens, whose static imports belong to the core too.
  return closureChunk(
    'first-screen-core',
    [/[\\/]src[\\/]main\.tsx$/, /[\\/]screens[\\/]signup[\\/]create-account(-page)?\.tsx$/],
    () => false,
    NOT_IN_CORE,
  );
}

/**
 * Puts the first screen's stylesheet into index.html as a `<style>` element instead of a
 * `<link>`: one request fewer before the first paint (issue 9; measured in docs/performance.md).
 * The stylesheet stays in dist/ for the manifest (scripts/size.mjs counts it). A strict
 * Content-Security-Policy allows it by hash: the build writes the `style-src` source to
 * dist/csp.json (docs/deploy.md, decision 025).
 */
function inlineFirstScreenCss(): Plugin {
  let styleSource = '';
  return {
    name: 'inline-first-screen-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
        const match = link.exec(html);
        const asset = match && bundle?.[match[1] as string];
        if (!match || asset?.type !== 'asset')
          throw new Error('no first-screen stylesheet to inline');
        const css = String(asset.source).trim();
        const hash = createHash('sha256').update(css).digest('base64');
        styleSource = `'sha256-${hash}'`;
        return html.replace(match[0], `<style>${css}</style>`);
      },
    },
    writeBundle({ dir }) {
      const csp = { 'style-src': [styleSource] };
      writeFileSync(join(dir ?? 'dist', 'csp.json'), `${JSON.stringify(csp, null, 2)}\n`);
    },
  };
}

/**
 * Replaces Vite's preload helper with a plain call of the import. With `modulePreload: false` and
 * no CSS in lazy chunks, every call of the helper gets an empty dependency list, so it only added
 * its own code (about 0.6 KB gzip) to the first screen (issue 9, decision 012). A failed import
 * still rejects; only the unused `vite:preloadError` event is gone. The build fails if a lazy
 * chunk ever brings CSS of its own, which the helper would have loaded.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === '\0vite/preload-helper.js')
        return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // The core chunk's CSS is the page's own stylesheet, linked from index.html.
        if (chunk.type !== 'chunk' || chunk.isEntry || chunk.name === 'core') continue;
        if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0)
          throw new Error(`${chunk.fileName} imports CSS: remove plainDynamicImports()`);
      }
    },
  };
}

/**
 * Puts the bundler's runtime helpers (about 0.4 KB gzip: the CommonJS wrapper React needs, and
 * the namespace helper) into the core chunk instead of a script of their own. Rolldown always
 * splits them into a chunk first and merges them back only into a host it can prove safe; with the
 * core captured by a group it cannot, so index.html loaded three scripts before the first paint.
 * On a mobile link the third script took a connection of its own and shared the bandwidth of the
 * core (decision 055). Every chunk that imported the helpers imports them from the core instead,
 * which is loaded before any of them. The build fails if the runtime's output ever takes a shape
 * this does not recognise.
 */
function runtimeInCore(): Plugin {
  const pairs = (list: string) =>
    list.split(',').map((item) => {
      const [imported, local = imported] = item.split(' as ').map((part) => part.trim());
      return { imported: imported as string, local: local as string };
    });
  return {
    name: 'runtime-in-core',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const runtime = chunks.find((chunk) => chunk.name === 'rolldown-runtime');
        const host = chunks.find((chunk) => chunk.name === 'core');
        if (!runtime) return;
        if (!host) throw new Error('runtime-in-core: no core chunk');
        const fail = (what: string): never => {
          throw new Error(`runtime-in-core: ${what}: remove runtimeInCore()`);
        };
        const file = runtime.fileName.split('/').pop() as string;
        const from = new RegExp(`import\\{([^}]*)\\}from"\\./${file.replace(/\./g, '\\.')}";?`);
        const exported = /export\{([^}]*)\};?\s*$/.exec(runtime.code) ?? fail('runtime exports');
        // `export{s as n}`: the helper `s` is known to other chunks as `n`.
        const helpers = pairs(exported[1] as string).map(({ imported, local: as }) => ({
          inner: imported,
          exported: as,
        }));
        const body = runtime.code.slice(0, exported.index);
        // In the core: the helpers run in a scope of their own (their minified names would clash),
        // first, where the import stood; the core exports them to the other chunks.
        const own = from.exec(host.code) ?? fail('core does not import the runtime');
        const local = new Map(pairs(own[1] as string).map((item) => [item.imported, item.local]));
        const name = (helper: string) => local.get(helper) ?? `__rolldown_${helper}`;
        const declare = helpers.map(({ exported: as }) => `${as}:${name(as)}`).join(',');
        const build = helpers.map(({ inner, exported: as }) => `${as}:${inner}`).join(',');
        let code = host.code.replace(own[0], `var{${declare}}=(()=>{${body}return{${build}}})();`);
        const hostExports = /export\{([^}]*)\};?\s*$/.exec(code) ?? fail('core exports');
        const extra = helpers.map(({ exported: as }) => `${name(as)} as __rolldown_${as}`);
        code = `${code.slice(0, hostExports.index)}export{${hostExports[1]},${extra.join(',')}};`;
        host.code = code;
        const hostFile = host.fileName.split('/').pop() as string;
        for (const chunk of chunks) {
          if (chunk === host || chunk === runtime) continue;
          const uses = from.exec(chunk.code);
          if (!uses) {
            if (chunk.code.includes(file)) fail(`${chunk.fileName} refers to the runtime`);
            continue;
          }
          const names = pairs(uses[1] as string).map(
            ({ imported, local: as }) => `__rolldown_${imported} as ${as}`,
          );
          chunk.code = chunk.code.replace(
            uses[0],
            `import{${names.join(',')}}from"./${hostFile}";`,
          );
          chunk.imports = [
            ...new Set(chunk.imports.map((id) => (id === runtime.fileName ? host.fileName : id))),
          ];
        }
        host.imports = host.imports.filter((id) => id !== runtime.fileName);
        delete bundle[runtime.fileName];
      },
    },
  };
}

const core = firstScreenCore();

/**
 * One chunk for some modules and everything they import statically, minus what an earlier group
 * claimed. Left alone, the bundler splits the modules such a root shares with other lazy chunks into
 * chunks of their own, which the root then waits for: with no preload map, a second round trip
 * (decision 054).
 */
function closureChunk(
  name: string,
  roots: RegExp[],
  claimed: (id: string) => boolean,
  leftOut?: RegExp,
): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  return {
    test: (id) => members.has(id) && !claimed(id),
    plugin: {
      name: `${name}-chunk`,
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const stack = ids.filter((id) => roots.some((root) => root.test(id)));
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (members.has(id) || leftOut?.test(id)) continue;
          members.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

// XState with the session and flash machines in one chunk (decision 073): the first screen paints
// without them and loads them after its first paint; a patron's page needs the session machine for
// the session check it cannot paint without. The session's own copy too: the route entries and the
// sign-up machines both read it, and in the route entries' chunk it made every sign-up page load
// that whole chunk after its paint (issue 9 item 3).
const machines = closureChunk(
  'machines',
  [/[\\/]src[\\/]session-actor\.ts$/, /[\\/]copy[\\/]ours[\\/]session\.ts$/],
  core.test,
);

// Every page beyond the first screen loads, before it renders, the route entries
// (src/flows/route-entries.ts), then the screen table (screens/screen-switch.tsx) that loads its
// screen. One chunk for the two and what they import: split, a page waited for five more small
// chunks (decision 054), the screen table for the entries (decision 055). The login page is in
// the core (decision 080).
const routeEntries = closureChunk(
  'route-entries',
  [/[\\/]src[\\/]flows[\\/]route-entries\.ts$/, /[\\/]screens[\\/]screen-switch\.tsx$/],
  (id) => core.test(id) || machines.test(id),
);

// The sign-up machines (onboarding, Create Your Account) and the route sync, apart from the
// session's (decision 090): every page loads them after its paint, and a patron's page, which
// waits for the session check, does not wait for them too. What the route entries share with
// them is the route entries' (a patron's page needs those before its paint).
const signupMachines = closureChunk(
  'signup-machines',
  [/[\\/]src[\\/]app-actors\.ts$/],
  (id) => core.test(id) || machines.test(id) || routeEntries.test(id),
);

// The manifest lets scripts/size.mjs follow exactly the chunks the first screen loads.
export default defineConfig({
  plugins: [
    stripMachineDescriptions(),
    react(),
    core.plugin,
    machines.plugin,
    routeEntries.plugin,
    signupMachines.plugin,
    plainDynamicImports(),
    runtimeInCore(),
    inlineFirstScreenCss(),
  ],
  resolve: {
    alias: [
      // React 19 ships useSyncExternalStore: skip the shim @xstate/react asks for (decision 005).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No preload map in the entry: a lazy screen's own imports are few (the core is loaded),
    // and the map of every chunk's dependencies costs the first screen bytes (decision 005).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The closure is the core's already; its own rule leaves XState out (NOT_IN_CORE).
            { name: 'core', test: core.test, includeDependenciesRecursively: false },
            { name: 'machines', test: machines.test },
            { name: 'route-entries', test: routeEntries.test },
            { name: 'signup-machines', test: signupMachines.test },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
});
