// The floor page of `npm run bench` (docs/performance.md): the project's stack at the project's
// versions (React, TanStack Router, XState, @xstate/react, ofetch, valibot) rendering one form
// page that loads its options from the same local API, and nothing else. What the real first
// screen costs above this is ours to justify.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { ofetch } from 'ofetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';

const RegionsSchema = v.object({
  regions: v.array(v.object({ iso_3166_2_code: v.string(), name: v.string() })),
});
type Region = v.InferOutput<typeof RegionsSchema>['regions'][number];

const formMachine = setup({
  types: { context: {} as { regions: Region[]; email: string } },
  actors: {
    loadRegions: fromPromise(
      async () => v.parse(RegionsSchema, await ofetch('/i/regions')).regions,
    ),
  },
}).createMachine({
  context: { regions: [], email: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRegions',
        onDone: { target: 'editing', actions: assign({ regions: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
    editing: {},
  },
  on: {
    'email.change': {
      actions: assign({ email: ({ event }) => (event as { value: string }).value }),
    },
  },
});

function SignupPage() {
  const [snapshot, send] = useMachine(formMachine);
  return (
    <main>
      <h1>Create Your Account</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="email">Email</label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          value={snapshot.context.email}
          onChange={(event) => send({ type: 'email.change', value: event.target.value })}
        />
        <label htmlFor="region">Region</label>
        <select id="region" autoComplete="address-level1" aria-busy={snapshot.matches('loading')}>
          {snapshot.context.regions.map((region) => (
            <option key={region.iso_3166_2_code} value={region.iso_3166_2_code}>
              {region.name}
            </option>
          ))}
        </select>
        <button type="submit">Create account</button>
      </form>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: SignupPage,
});
const router = createRouter({ routeTree: rootRoute.addChildren([signupRoute]) });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
