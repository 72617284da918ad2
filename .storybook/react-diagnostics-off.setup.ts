// The story project's first setup file: before react-dom loads (react-diagnostics-off.ts says why).
import { ownerStacksOff, performanceTracksOff } from './react-diagnostics-off';

performanceTracksOff();
if (!ownerStacksOff())
  throw new Error('React no longer has the owner-stack switch of .storybook/react-diagnostics-off.ts');
