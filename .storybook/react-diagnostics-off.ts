// The story tests run React's development build: its act(), which the plays rely on to see the page's
// answer to a click, and its warnings. Two of its diagnostics are for a person at the browser's DevTools
// and cost the tests a quarter of the story frame's CPU (measured on the automation editor's page
// stories: 67 s -> 47 s of the frame's busy time), so the test frame turns them off before React loads:
//  - owner stacks: for every element it creates, React captures a JavaScript stack and a console task
//    (`console.createTask`) to name the component that created it in a warning. Warnings still come,
//    without that line; Storybook itself (npm run storybook) keeps them.
//  - performance tracks: after every commit React writes each component's render time, and the
//    difference of its props, to the DevTools Performance panel (`console.timeStamp`,
//    `performance.measure`). React writes them only where `console.timeStamp` exists, and decides so
//    when react-dom loads: `react-diagnostics-off.setup.ts` is the story project's first setup file.
// Both switches rely on React's development build as it is; `react-diagnostics-off.test.ts` fails when a
// React upgrade moves them.
import * as React from 'react';

/** React's shared internals: `recentlyCreatedOwnerStacks` counts owner stacks, React stops at 10 000 a second. */
type Internals = { recentlyCreatedOwnerStacks?: number };

/** Turns owner stacks off; false when this React has no such switch. */
export function ownerStacksOff(react: object = React) {
  const internals = (react as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: Internals })
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return false;
  // Always over the limit: every element shares React's one "unknown owner" stack and task.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
  return true;
}

/** Turns the performance tracks off for a react-dom loaded after it. */
export function performanceTracksOff() {
  (console as { timeStamp?: unknown }).timeStamp = undefined;
}
