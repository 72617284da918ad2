/**
 * Real London boroughs and neighbourhoods, with approximate centres, so maps of the demo dataset
 * land where a London user expects them (all within ~25 km of Charing Cross).
 */
export type BoroughPlace = {
  borough: string;
  councilName: string;
  latitude: number;
  longitude: number;
  postcodeDistricts: readonly string[];
  neighbourhoods: readonly string[];
};

export const londonCentre = { latitude: 51.5074, longitude: -0.1278 } as const;

export const boroughs: readonly BoroughPlace[] = [
  {
    borough: 'Camden',
    councilName: 'London Borough of Camden',
    latitude: 51.529,
    longitude: -0.1255,
    postcodeDistricts: ['NW1', 'NW3', 'NW5', 'WC1N'],
    neighbourhoods: [
      'Kentish Town',
      'Gospel Oak',
      'Belsize Park',
      'Primrose Hill',
      'Somers Town',
      'Kilburn',
      'West Hampstead',
    ],
  },
  {
    borough: 'Islington',
    councilName: 'London Borough of Islington',
    latitude: 51.5465,
    longitude: -0.1058,
    postcodeDistricts: ['N1', 'N5', 'N7', 'N19'],
    neighbourhoods: [
      'Highbury',
      'Canonbury',
      'Barnsbury',
      'Holloway',
      'Archway',
      'Tufnell Park',
      'Clerkenwell',
    ],
  },
  {
    borough: 'Hackney',
    councilName: 'London Borough of Hackney',
    latitude: 51.545,
    longitude: -0.0553,
    postcodeDistricts: ['E5', 'E8', 'E9', 'N16'],
    neighbourhoods: [
      'Dalston',
      'Clapton',
      'Homerton',
      'Stoke Newington',
      'Hackney Wick',
      'De Beauvoir',
      'Shacklewell',
    ],
  },
  {
    borough: 'Southwark',
    councilName: 'London Borough of Southwark',
    latitude: 51.4733,
    longitude: -0.0797,
    postcodeDistricts: ['SE1', 'SE5', 'SE15', 'SE22'],
    neighbourhoods: [
      'Peckham',
      'Camberwell',
      'Bermondsey',
      'Rotherhithe',
      'Nunhead',
      'Walworth',
      'East Dulwich',
    ],
  },
  {
    borough: 'Lambeth',
    councilName: 'London Borough of Lambeth',
    latitude: 51.4607,
    longitude: -0.1163,
    postcodeDistricts: ['SE11', 'SW2', 'SW4', 'SW9'],
    neighbourhoods: ['Brixton', 'Stockwell', 'Clapham', 'Streatham', 'Kennington', 'Herne Hill', 'Vauxhall'],
  },
];

/** Independent schools: no council; spread further out, as they are in reality. */
export const independentSchools: readonly {
  name: string;
  latitude: number;
  longitude: number;
  postcodeDistrict: string;
  city: string;
}[] = [
  {
    name: 'Hampstead Heath Preparatory School',
    latitude: 51.5569,
    longitude: -0.1781,
    postcodeDistrict: 'NW3',
    city: 'London',
  },
  {
    name: 'Richmond Park Academy for Girls',
    latitude: 51.4613,
    longitude: -0.3037,
    postcodeDistrict: 'TW10',
    city: 'Richmond',
  },
  {
    name: 'Dulwich Oaks Independent School',
    latitude: 51.4457,
    longitude: -0.0867,
    postcodeDistrict: 'SE21',
    city: 'London',
  },
  {
    name: 'Blackheath Collegiate School',
    latitude: 51.4669,
    longitude: 0.0086,
    postcodeDistrict: 'SE3',
    city: 'London',
  },
  {
    name: 'Highgate Hill School',
    latitude: 51.5713,
    longitude: -0.1466,
    postcodeDistrict: 'N6',
    city: 'London',
  },
];
