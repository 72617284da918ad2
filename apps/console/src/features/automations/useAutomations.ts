import type { AutomationTemplate } from '@stride/api';
import { useCallback } from 'react';
import {
  automationJobsQuery,
  automationLogsQuery,
  automationScheduleQuery,
  automationStatsQuery,
  automationTemplatesQuery,
  automationsQuery,
  detailedLogsQuery,
  filterOrganisationsQuery,
} from '@stride/api';
import type { AutomationUserType, ContentType } from '@stride/domain';
import {
  lastRunOf,
  contentUsesTemplate,
  emailTemplateAudienceOf,
  noticeTemplateTypesFor,
} from '@stride/domain';
import type { OrganisationChoices, TemplateOption } from '@stride/ui';
import { useQuery, useRefreshFamily } from '../../app/useQuery';

/**
 * The automation list; its `retry` reads the list again and every row's logs (their last runs), so a
 * Retry after a dropped network brings back the last runs as well.
 */
export function useAutomationList() {
  const list = useQuery(automationsQuery());
  const refreshFamily = useRefreshFamily();
  const { refresh } = list;
  const retry = useCallback(
    () => Promise.all([refresh(), refreshFamily('automationLogs')]),
    [refresh, refreshFamily],
  );
  return Object.assign(list, { retry });
}

export function useAutomationJobs(open: boolean) {
  return useQuery(open ? automationJobsQuery() : null);
}

export function useAutomationSchedule(id: number | null) {
  return useQuery(id === null ? null : automationScheduleQuery(id));
}

export function useAutomationStats(id: number | null) {
  const quarter = useQuery(id === null ? null : automationStatsQuery(id, '3m'));
  const day = useQuery(id === null ? null : automationStatsQuery(id, '24h'));
  return { quarter, day };
}

export function useAutomationLogs(automationId: number | null, page: number) {
  return useQuery(automationLogsQuery(automationId, page));
}

/**
 * An automation's last run from its logs: the newest time on their first and last pages (so whichever
 * end the server puts the newest at, it is read); null when it has none, undefined while they load.
 */
export function useLastRun(automationId: number) {
  const first = useQuery(automationLogsQuery(automationId, 0));
  const pages = first.data ? Math.ceil(first.data.total / Math.max(1, first.data.per_page)) : 0;
  const last = useQuery(pages > 1 ? automationLogsQuery(automationId, pages - 1) : null);
  const failed = Boolean(first.error ?? last.error);
  const loading = !first.data || (pages > 1 && !last.data);
  return {
    at: failed || loading ? undefined : lastRunOf([...first.data!.logs, ...(last.data?.logs ?? [])]),
    failed,
    /** Reads the logs again (after they failed). */
    retry: () => {
      void first.refresh();
      void last.refresh();
    },
  };
}

export function useDetailedLogs(automationId: number, page: number) {
  return useQuery(detailedLogsQuery(automationId, page));
}

/** Which templates an audience may use: email templates by user type, notice templates by type (docs/product/automations.md). */
const offered = (
  template: AutomationTemplate,
  contentType: ContentType,
  userType: AutomationUserType | '',
) =>
  contentType === 'email'
    ? (template.type ?? 'template') === 'template' &&
      (template.user_type == null || template.user_type === emailTemplateAudienceOf(userType))
    : template.template_type == null || noticeTemplateTypesFor(userType).includes(template.template_type);

/** The template choices of a content type for a user type, and whether they are still loading. */
export function useTemplateOptions(
  contentType: ContentType | '',
  userType: AutomationUserType | '',
): { options: TemplateOption[]; loading: boolean } {
  const uses = contentUsesTemplate(contentType);
  const templates = useQuery(uses ? automationTemplatesQuery(contentType) : null);
  if (!uses) return { options: [], loading: false };
  return {
    options: (templates.data?.templates ?? [])
      .filter((template) => offered(template, contentType, userType))
      .map((template) => ({
        value: String(template.id),
        label: template.title ?? template.template_title ?? `Template ${template.id}`,
      })),
    // Until they are there (a failed load too), a saved template id is kept as it is.
    loading: templates.data === undefined,
  };
}

/** Schools, groups (with their schools) and councils for the organisation selector. */
export function useOrganisationChoices(): OrganisationChoices {
  const answer = useQuery(filterOrganisationsQuery());
  return {
    schools: answer.data?.schools ?? [],
    groups: (answer.data?.groups ?? []).map((group) => ({
      id: group.id,
      name: group.name,
      organization_ids: group.school_ids,
    })),
    councils: answer.data?.councils ?? [],
  };
}
