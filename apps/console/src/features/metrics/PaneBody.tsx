import {
  annualCarCo2PerUser,
  canOpen,
  emptyStats,
  engagementMonthLabels,
  habitsInYearOrder,
  type FilterSelection,
  type PageRoute,
  type Role,
} from '@stride/domain';
import {
  CarFuelChart,
  CarsVsSustainableChart,
  Co2ByTransportChart,
  ContentCreatorsChart,
  DropOffAverage,
  GroupsByDistanceChart,
  GroupsByTravelModeChart,
  HabitsBySchoolYearChart,
  JourneyDistributionChart,
  MonthlyEngagementChart,
  NewNoticesChart,
  NumberTiles,
  PupilsSharingChart,
  ShortJourneysChart,
  TotalsPanel,
} from '@stride/ui';
import styled from 'styled-components';
import { loadErrorProps } from '../../app/load-error';
import { useEngagement, useSchoolYears, useStats } from './useMetricsData';

// Each card is as tall as its content: figures beside a chart do not stretch to the chart's height.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size['field-max']}), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  > :first-child {
    grid-column: 1 / -1;
  }
`;

/** A metrics pane: the path of a route that loads the metrics page. */
type MetricsPane = PageRoute<'metrics'>['path'];

/** One pane's charts; each chart shows loading, empty and error-with-Retry states itself. */
export function PaneBody({ pane, filter, role }: { pane: MetricsPane; filter: FilterSelection; role: Role }) {
  const stats = useStats(filter);
  const engagement = useEngagement(filter, pane === 'engagement' && canOpen(role, 'engagement'));
  // Years without an answer (still loading, or failed) leave the chart to the stats' own years.
  const years = useSchoolYears(role, filter, pane === 'travel_habits');
  const source = pane === 'engagement' ? engagement : stats;
  const state = {
    headingLevel: 2 as const,
    loading: source.isLoading,
    ...loadErrorProps(source.error, 'The metrics could not be loaded.'),
    onRetry: () => void source.refresh(),
  };
  const s = stats.data ?? emptyStats;

  if (pane === 'engagement') {
    const data = engagement.data;
    const months = engagementMonthLabels((data?.stats ?? []).map((entry) => entry.month));
    return (
      <Grid>
        <MonthlyEngagementChart {...state} months={months} stats={data?.stats ?? []} />
        <ContentCreatorsChart {...state} months={months} stats={data?.stats ?? []} />
        <NewNoticesChart {...state} months={months} newNotices={data?.stackedStats.new_notices ?? []} />
      </Grid>
    );
  }
  switch (pane) {
    case 'travel_habits':
      return (
        <Grid>
          <GroupsByTravelModeChart {...state} data={s.groupsByTravelModeCount} />
          <HabitsBySchoolYearChart
            {...state}
            data={habitsInYearOrder(s.habbitsBySchoolYear, years.data?.years ?? [])}
          />
          <GroupsByDistanceChart {...state} data={s.groupsByDistanceGroupCount} />
          <JourneyDistributionChart {...state} data={s.journeysDistributionByDistance} />
        </Grid>
      );
    case 'car_journeys':
      return (
        <Grid>
          <NumberTiles
            {...state}
            title="Car journeys"
            tiles={[
              { label: 'Car journeys', value: s.carsData.total_car_journeys },
              { label: 'Car distance (miles)', value: s.carsData.total_car_distance },
              {
                label: 'Annual car CO2 per user (kg)',
                value: annualCarCo2PerUser(s.co2ByTransport, s.total_journeys),
              },
            ]}
          />
          <CarFuelChart {...state} fuel={s.carsData} />
          <PupilsSharingChart {...state} pupils={s.carsData} />
          <ShortJourneysChart {...state} journeys={s.under2miles} />
          <DropOffAverage {...state} value={s.avg_dropoff} />
        </Grid>
      );
    case 'sustainable_travel':
      return (
        <Grid>
          <CarsVsSustainableChart {...state} journeys={s.carsVsSustainableTotal} />
          <Co2ByTransportChart {...state} data={s.co2ByTransport} />
          <GroupsByTravelModeChart {...state} data={s.groupsByTravelModeCount} />
        </Grid>
      );
    default:
      return (
        <Grid>
          <TotalsPanel {...state} totals={s} />
          <Co2ByTransportChart {...state} data={s.co2ByTransport} />
          <CarsVsSustainableChart {...state} journeys={s.carsVsSustainableTotal} />
          <ShortJourneysChart {...state} journeys={s.under2miles} />
          <JourneyDistributionChart {...state} data={s.journeysDistributionByDistance} />
        </Grid>
      );
  }
}
