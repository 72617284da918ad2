import * as React from 'react';
import { jsxDEV } from 'react/jsx-dev-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerStacksOff } from './react-diagnostics-off';

type Internals = { recentlyCreatedOwnerStacks: number };
const internals = (
  React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const stackOf = (element: unknown) => (element as { _debugStack: unknown })._debugStack;
const element = () => jsxDEV('div', {}, undefined, false);

describe("React's owner stacks in the story tests", () => {
  // The unit files share their worker's modules: React is put back as it was.
  afterEach(() => {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      enumerable: true,
      writable: true,
      value: 0,
    });
  });

  it('are captured for each element by the development build as it is', () => {
    expect(stackOf(element())).toBeInstanceOf(Error);
    expect(stackOf(element())).not.toBe(stackOf(element()));
  });

  it('are off once switched off: every element shares one stack, none is captured', () => {
    expect(ownerStacksOff()).toBe(true);
    expect(stackOf(element())).toBe(stackOf(element()));
  });

  it('say so when a React has no such switch', () => {
    expect(ownerStacksOff({})).toBe(false);
  });
});
