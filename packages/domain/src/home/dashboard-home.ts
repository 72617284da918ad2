import { z } from 'zod';
import { serverLink, type ServerLink } from '../access/server-link';
import { organisationSchema } from '../organisations/organisation';
import { numericSchema } from '../metrics/numeric';
import { achievementSchema } from './achievement';

/** The school's own numbers on the home dashboard (`school_stats`, docs/product/home.md). */
const schoolStatsSchema = z.object({
  parents: numericSchema,
  staff: numericSchema,
  journeys: numericSchema,
  journeys_sustainable: numericSchema,
  journeys_active: numericSchema,
});
export type SchoolStats = z.infer<typeof schoolStatsSchema>;

/** A guide card: title, text and up to three links with labels (docs/product/home.md). */
const guideSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullish(),
  linkLabel: z.string().nullish(),
  link2: z.string().nullish(),
  link2Label: z.string().nullish(),
  link3: z.string().nullish(),
  link3Label: z.string().nullish(),
});
export type Guide = z.infer<typeof guideSchema>;

/** Answer of GET api/admin/dashboard/dashboardHome (docs/product/home.md). */
export const dashboardHomeSchema = z.object({
  school: organisationSchema,
  school_stats: schoolStatsSchema,
  guides: z.array(guideSchema),
  achievements: z.array(achievementSchema),
});
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;

/**
 * A guide's links that have both an address and a label, in order (at most three), each read by
 * `serverLink`: an address that may not be a link (a data: or vbscript: one, another site's path)
 * keeps its label with `link: null`, shown as text.
 */
export function guideLinks(guide: Guide): { label: string; link: ServerLink | null }[] {
  const pairs = [
    [guide.link, guide.linkLabel],
    [guide.link2, guide.link2Label],
    [guide.link3, guide.link3Label],
  ] as const;
  return pairs.flatMap(([address, label]) =>
    address && label ? [{ label, link: serverLink(address) }] : [],
  );
}
