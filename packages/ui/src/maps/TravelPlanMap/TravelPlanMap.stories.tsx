import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  canChangeJourneyMode,
  mapMaxZoom,
  travelModes,
  type JourneyMarker,
  type Role,
  type TravelMode,
} from '@stride/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tokenValues } from '../../theme/theme';
import { Button } from '../../primitives/Button/Button';
import { MapLegend } from '../MapLegend/MapLegend';
import { deckColour } from '../map-colours';
import { clickMapAt, colourDistance, mapDrawn, pixelsAround } from '../map-story-plays';
import { ModeToggles } from '../ModeToggles/ModeToggles';
import { sampleMarkers, sampleSchools } from '../sample-markers';
import { TravelPlanMap, type TravelPlanMapProps } from './TravelPlanMap';
import { mapCategoryArgType, roleArgType } from '../../storybook/arg-types';

const markers = sampleMarkers();
const land = deckColour(tokenValues.color.map.land);

/** The map's own region. */
const mapIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Journeys map' });

/** Whether something other than land is drawn at the map's centre, where the sample car journey is. */
const centreMarked = (map: HTMLElement) =>
  pixelsAround(map).some((pixel) => colourDistance(pixel, land) > 60);

/** A story picks a role; the map gets what the console gives that role: how far it zooms, mode changes or not. */
type StoryArgs = TravelPlanMapProps & { role: Role };

function ForRole({ role, onJourneyModeChange, ...args }: StoryArgs) {
  return (
    <TravelPlanMap
      {...args}
      maxZoom={mapMaxZoom(args.category, role)}
      onJourneyModeChange={canChangeJourneyMode(role) ? onJourneyModeChange : undefined}
    />
  );
}

const meta = {
  title: 'Maps/TravelPlanMap',
  tags: ['autodocs'],
  argTypes: { role: roleArgType, category: mapCategoryArgType },
  component: TravelPlanMap,
  args: {
    label: 'Journeys map',
    category: 'modes_of_travel_map',
    role: 'SCHOOL_ADMIN',
    markers,
    schools: sampleSchools,
  },
  render: (args) => <ForRole {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** School commute travel modes: a circle per journey in its mode's colour, schools as icons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    // The canvas really drew the journey at the centre (not just a blank or land-only frame).
    await expect(centreMarked(map)).toBe(true);
  },
};

/** With the mode toggles over the map: switching Car off hides the car circles without a reload. */
// Rules: maps.modes.toggle-hides
export const WithModeToggles: Story = {
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const [modes, setModes] = useState<TravelMode[]>([...travelModes]);
    return (
      <ForRole {...args} modes={modes}>
        <ModeToggles modes={travelModes} value={modes} onValueChange={setModes} />
      </ForRole>
    );
  },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(centreMarked(map)).toBe(true);
    await userEvent.click(within(map).getByRole('button', { name: 'Car' }));
    await mapDrawn(map);
    await waitFor(() => expect(centreMarked(map)).toBe(false));
    await userEvent.click(within(map).getByRole('button', { name: 'Car' }));
    await mapDrawn(map);
    await waitFor(() => expect(centreMarked(map)).toBe(true));
  },
};

/** No mode selected: no journeys are drawn. */
// Rules: maps.modes.none-clears
export const NoModeSelected: Story = {
  args: { modes: [] },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(centreMarked(map)).toBe(false);
  },
};

/** Where parents and staff live, 150 m circles coloured by user type, with the legend. */
// Rules: maps.user-base.legend
export const UserBase: Story = {
  args: { category: 'user_base_map', children: <MapLegend /> },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    const legend = within(map).getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Parent', 'Staff']);
    // The centre journey is a parent's: drawn in the parent colour.
    const parent = deckColour(tokenValues.color['user-type'].parent);
    await expect(
      pixelsAround(map).some((pixel) => colourDistance(pixel, parent) < colourDistance(pixel, land)),
    ).toBe(true);
  },
};

/** Parking near the schools, 40 m circles (zoomed in to 14 to see them), with the legend. */
// Rules: maps.parking.legend
export const ParkingLocations: Story = {
  args: { category: 'parking_locations_map', children: <MapLegend />, zoom: 14, centre: sampleSchools[0] },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(within(map).getByRole('list', { name: 'Legend' })).toBeVisible();
  },
};

/** Nothing loaded yet, or nothing matches the filter: the basemap and the schools only. */
export const NoMarkers: Story = {
  args: { markers: undefined },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(centreMarked(map)).toBe(false);
  },
};

/** The journey at the map's centre, as the console's lookup describes it. */
const centreJourney = {
  id: 1,
  mode: 'CAR' as const,
  person: 'Ada Okafor',
  pupil: 'Sam Okafor',
  school: 'Camden Primary',
  time: '2026-11-02 08:14',
};

/** The panel's box lies inside the map's, and beside or around the point (`x`, `y` from the map's corner). */
async function panelInsideMap(map: HTMLElement, panel: HTMLElement) {
  const outer = map.getBoundingClientRect();
  await waitFor(() => {
    const box = panel.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.left).toBeGreaterThanOrEqual(outer.left);
    expect(box.right).toBeLessThanOrEqual(outer.right);
    expect(box.top).toBeGreaterThanOrEqual(outer.top);
    expect(box.bottom).toBeLessThanOrEqual(outer.bottom);
  });
}

/**
 * The super admin clicks a journey circle: a panel opens beside it saying which journey it is
 * (tracking id, parent, pupil, school, date), inside the map, and takes the focus.
 */
// Rules: maps.change-mode.panel-names-journey, maps.change-mode.panel-beside-circle, maps.change-mode.panel-keyboard
export const PanelBesideTheCircle: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    role: 'SUPERADMIN',
    onJourneyModeChange: fn(async () => {}),
    onJourneyOpen: fn(),
    journeyDetail: { detail: centreJourney },
    zoom: 13,
  },
  play: async ({ canvasElement, args }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    clickMapAt(map);
    const panel = await within(map).findByRole('dialog', { name: 'Journey 1' });
    await expect(args.onJourneyOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect(panel).toHaveTextContent('Tracking id1');
    await expect(panel).toHaveTextContent('ParentAda Okafor');
    await expect(panel).toHaveTextContent('PupilSam Okafor');
    await expect(panel).toHaveTextContent('SchoolCamden Primary');
    await expect(panel).toHaveTextContent('Date2026-11-02 08:14');
    // Beside the circle: its left edge just right of the clicked point, which it spans vertically.
    const outer = map.getBoundingClientRect();
    const centre = { x: outer.left + outer.width / 2, y: outer.top + outer.height / 2 };
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(box.left).toBeGreaterThan(centre.x);
      expect(box.left - centre.x).toBeLessThan(40);
      expect(box.top).toBeLessThan(centre.y);
      expect(box.bottom).toBeGreaterThan(centre.y);
    });
    await panelInsideMap(map, panel);
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Travel mode' })).toHaveFocus());
  },
};

/** In the panel the super admin picks another mode and saves: the panel closes and the map has the focus. */
// Rules: maps.change-mode.click-circle, maps.change-mode.panel-keyboard
export const SuperAdminChangesMode: Story = {
  ...PanelBesideTheCircle,
  play: async (context) => {
    await PanelBesideTheCircle.play?.(context);
    const { canvasElement, args } = context;
    const map = mapIn(canvasElement);
    const panel = within(map).getByRole('dialog', { name: 'Journey 1' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Travel mode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Walking' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Change travel mode' }));
    await expect(args.onJourneyModeChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, mode: 'CAR' }),
      'WALKING',
    );
    await waitFor(() => expect(within(map).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(map).toHaveFocus();
  },
};

/**
 * By keyboard: Tab stays in the panel, Escape (or Cancel) closes it without a change, and the focus
 * goes back to the map.
 */
// Rules: maps.change-mode.panel-keyboard
export const EscapeClosesThePanel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { role: 'SUPERADMIN', onJourneyModeChange: fn(async () => {}), zoom: 13 },
  play: async ({ canvasElement, args }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    clickMapAt(map);
    const panel = await within(map).findByRole('dialog', { name: 'Journey 1' });
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Travel mode' })).toHaveFocus());
    // Tab goes round the panel's controls (Change travel mode is off until another mode is chosen).
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(panel).getByRole('combobox', { name: 'Travel mode' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(map).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(map).toHaveFocus();
    // Cancel does the same. A person's second click comes later than the map's double-click
    // interval (300 ms); two clicks inside it would zoom the map in as well.
    await new Promise((resolve) => setTimeout(resolve, 400));
    clickMapAt(map);
    await userEvent.click(await within(map).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(map).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(map).toHaveFocus();
    await expect(args.onJourneyModeChange).not.toHaveBeenCalled();
  },
};

/**
 * On a phone's width there is no room beside the circle: the panel opens below it, inside the map,
 * with the details still loading.
 */
// Rules: maps.change-mode.panel-beside-circle
export const PanelOnAPhone: Story = {
  tags: ['!dev', '!autodocs', 'phone'],
  args: {
    role: 'SUPERADMIN',
    onJourneyModeChange: fn(async () => {}),
    journeyDetail: { detail: undefined },
    zoom: 13,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    clickMapAt(map);
    const panel = await within(map).findByRole('dialog', { name: 'Journey 1' });
    await expect(within(panel).getByText('Loading the journey')).toBeInTheDocument();
    await panelInsideMap(map, panel);
    const outer = map.getBoundingClientRect();
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(outer.top + outer.height / 2);
  },
};

/** Other roles cannot change a journey: a click on a circle opens nothing. */
// Rules: maps.change-mode.others-cannot
export const SchoolAdminClick: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onJourneyModeChange: fn(async () => {}), zoom: 13 },
  play: async ({ canvasElement, args }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    clickMapAt(map);
    await expect(within(map).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onJourneyModeChange).not.toHaveBeenCalled();
  },
};

/**
 * A lookup's result moves the view: the map opens over empty land, and showing journey 1 jumps the
 * view to it (fitted, zoom 15), where its circle is drawn at the centre.
 */
export const FocusOnLookupResult: Story = {
  tags: ['!dev', '!autodocs'],
  args: { role: 'SUPERADMIN', centre: { latitude: 51.4, longitude: -0.3 } },
  render: function Render(args) {
    const [focus, setFocus] = useState<JourneyMarker[] | undefined>(undefined);
    return (
      <ForRole {...args} focus={focus}>
        <Button variant="secondary" onClick={() => setFocus([markers.journeys[0]!])}>
          Show journey 1
        </Button>
      </ForRole>
    );
  },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(centreMarked(map)).toBe(false);
    await userEvent.click(within(map).getByRole('button', { name: 'Show journey 1' }));
    await waitFor(() => expect(centreMarked(map)).toBe(true), { timeout: 30_000 });
  },
};

/** While busy (a first load) the canvas is hidden and the map says so to screen readers. */
export const Busy: Story = {
  args: { busy: true, markers: undefined },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await expect(map).toHaveAttribute('aria-busy', 'true');
    await expect(map.querySelector('canvas')).not.toBeVisible();
  },
};

/**
 * Journeys over streets: the sample MapLibre style served with the stories (GeoJSON streets, the
 * Thames and parks, no network) under the markers. A school admin zooms in to 13 at most: one step
 * from 12, Zoom in is disabled.
 */
// Rules: maps.colours.by-mode, maps.zoom.max
export const OverStreets: Story = {
  args: { styleUrl: '/demo/map-style/london-streets.json', zoom: 12 },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(within(map).getByText("Sample streets for Stride's stories (not a real map)")).toBeVisible();
    // The car journey at the centre is drawn over the style (deck.gl's canvas is see-through elsewhere).
    const car = deckColour(tokenValues.color.mode.CAR);
    await expect(pixelsAround(map).some((pixel) => colourDistance(pixel, car) < 60)).toBe(true);
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await mapDrawn(map);
    await expect(zoomIn).toBeDisabled();
    await expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveFocus();
  },
};

/**
 * Where WebGL is software (SwiftShader, llvmpipe: the console finds it out), the journeys and schools
 * are drawn by the CPU on 2D canvases over deck.gl's land: the same dots, colours and icons.
 */
// Rules: maps.cpu-path.same-picture
export const CpuPath: Story = {
  args: { renderer: 'cpu' },
  play: Default.play,
};

/** On the CPU path a mode toggle shows or hides that mode's canvas: Car off and on again. */
// Rules: maps.modes.toggle-hides, maps.cpu-path.toggle-draws-nothing
export const CpuPathModeToggles: Story = {
  ...WithModeToggles,
  args: { renderer: 'cpu' },
};

/** On the CPU path the super admin's click finds the journey under the pointer as on the GPU path. */
// Rules: maps.change-mode.click-circle, maps.cpu-path.same-picks
export const CpuPathSuperAdminChangesMode: Story = {
  ...SuperAdminChangesMode,
  args: { ...SuperAdminChangesMode.args, renderer: 'cpu' },
};

/** On the CPU path too, a school admin's click opens nothing. */
// Rules: maps.change-mode.others-cannot
export const CpuPathSchoolAdminClick: Story = {
  ...SchoolAdminClick,
  args: { ...SchoolAdminClick.args, renderer: 'cpu' },
};

/** The user base map on the CPU path: parents and staff in their colours, with the legend. */
// Rules: maps.cpu-path.same-picture
export const CpuPathUserBase: Story = {
  ...UserBase,
  args: { ...UserBase.args, renderer: 'cpu' },
};
