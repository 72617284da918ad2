import type { ScreenIconName } from '@stride/domain';

/** SVG path data (24 x 24, stroked) of the console's icons: every screen's icon among them. */
export const iconPaths = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  noticeboard: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  directory: 'M4 5h6a2 2 0 012 2v13a2 2 0 00-2-2H4zM20 5h-6a2 2 0 00-2 2v13a2 2 0 012-2h6z',
  metrics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  maps: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  users:
    'M16 20v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 10a4 4 0 100-8 4 4 0 000 8zM22 20v-2a4 4 0 00-3-3.9M16 2.1a4 4 0 010 7.8',
  councils: 'M3 21h18M5 21V10M19 21V10M9 21V10M15 21V10M2 10l10-6 10 6z',
  schools: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  heatmap: 'M12 21c4-3 7-6.5 7-10.5a7 7 0 10-14 0C5 14.5 8 18 12 21zM12 13a3 3 0 100-6 3 3 0 000 6z',
  feedback: 'M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12z',
  actions: 'M13 2L4 14h7l-1 8 9-12h-7z',
  automations: 'M12 8v4l3 2M21 12a9 9 0 11-3-6.7M21 3v5h-5',
  steps: 'M4 20h4v-4h4v-4h4V8h4',
  logout: 'M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6L6 18M6 6l12 12',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 16v-4M12 8h.01',
  inbox: 'M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13l3.5 7v6a2 2 0 01-2 2H4a2 2 0 01-2-2v-6z',
  picture: 'M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4M15.5 8.5h.01',
  chevron: 'M9 6l6 6-6 6',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  more: 'M5 11a1 1 0 100 2 1 1 0 100-2zM12 11a1 1 0 100 2 1 1 0 100-2zM19 11a1 1 0 100 2 1 1 0 100-2z',
  delete: 'M3 6h18M8 6V4h8v2M6 6l1 15h10l1-15M10 11v6M14 11v6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
} as const satisfies Record<ScreenIconName, string> & Record<string, string>;

export type IconName = keyof typeof iconPaths;
