import type { AutomationTemplate } from '@stride/api';
import {
  automationJobsKey,
  automationLogsKey,
  automationScheduleKey,
  automationStatsKey,
  automationTemplatesKey,
  automationsKey,
  detailedLogsKey,
  filterOrganisationsKey,
  getAutomationJobs,
  getAutomationLogs,
  getAutomationSchedule,
  getAutomationStats,
  getAutomationTemplates,
  getAutomations,
  getDetailedLogs,
  getFilterOrganisations,
} from '@stride/api';
import type { AutomationUserType, ContentType } from '@stride/domain';
import { contentUsesTemplate, emailTemplateAudienceOf, noticeTemplateTypesFor } from '@stride/domain';
import type { OrganisationChoices, TemplateOption } from '@stride/ui';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

export function useAutomationList() {
  const client = useApiClient();
  return useSWR(automationsKey(), () => getAutomations(client));
}

export function useAutomationJobs(open: boolean) {
  const client = useApiClient();
  return useSWR(open ? automationJobsKey() : null, () => getAutomationJobs(client));
}

export function useAutomationSchedule(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : automationScheduleKey(id), () =>
    getAutomationSchedule(client, id as number),
  );
}

export function useAutomationStats(id: number | null) {
  const client = useApiClient();
  const quarter = useSWR(id === null ? null : automationStatsKey(id, '3m'), () =>
    getAutomationStats(client, id as number, '3m'),
  );
  const day = useSWR(id === null ? null : automationStatsKey(id, '24h'), () =>
    getAutomationStats(client, id as number, '24h'),
  );
  return { quarter, day };
}

export function useAutomationLogs(automationId: number | null, page: number) {
  const client = useApiClient();
  return useSWR(automationLogsKey(automationId, page), () => getAutomationLogs(client, automationId, page));
}

export function useDetailedLogs(automationId: number, page: number) {
  const client = useApiClient();
  return useSWR(detailedLogsKey(automationId, page), () => getDetailedLogs(client, automationId, page));
}

/** Which templates an audience may use: email templates by user type, notice templates by type (spec 2 §9). */
const offered = (
  template: AutomationTemplate,
  contentType: ContentType,
  userType: AutomationUserType | '',
) =>
  contentType === 'email'
    ? (template.type ?? 'template') === 'template' &&
      (template.user_type == null || template.user_type === emailTemplateAudienceOf(userType))
    : template.template_type == null || noticeTemplateTypesFor(userType).includes(template.template_type);

/** The template choices of a content type for a user type. */
export function useTemplateOptions(
  contentType: ContentType | '',
  userType: AutomationUserType | '',
): TemplateOption[] {
  const client = useApiClient();
  const templates = useSWR(
    contentUsesTemplate(contentType) ? automationTemplatesKey(contentType) : null,
    () => getAutomationTemplates(client, contentType),
  );
  if (contentType === '') return [];
  return (templates.data?.templates ?? [])
    .filter((template) => offered(template, contentType, userType))
    .map((template) => ({
      value: String(template.id),
      label: template.title ?? template.template_title ?? `Template ${template.id}`,
    }));
}

/** Schools, groups (with their schools) and councils for the organisation selector. */
export function useOrganisationChoices(): OrganisationChoices {
  const client = useApiClient();
  const answer = useSWR(filterOrganisationsKey(), () => getFilterOrganisations(client));
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
