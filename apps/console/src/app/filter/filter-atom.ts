import { defaultFilterSelection, type FilterSelection } from '@stride/domain';
import { atom } from 'jotai';

/** The filter the metrics panes share (and, later, maps, sign-ups and the notice board). */
export const filterSelectionAtom = atom<FilterSelection>(defaultFilterSelection);
