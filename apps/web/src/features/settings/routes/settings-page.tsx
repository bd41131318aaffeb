import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import {
  IconBriefcase,
  IconBuilding,
  IconCategory,
  IconChevronRight,
  IconFiles,
  IconForms,
  IconHistory,
  IconKey,
  IconList,
  IconMail,
  IconShieldLock,
  IconSpeakerphone,
  IconTags,
  IconTemplate,
  IconUsers,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title";
import classes from "./settings-page.module.css";

function AreaCard({
  icon,
  title,
  description,
  to,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  /** Where the card leads: a card appears only where the person may go. */
  to: string;
}) {
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <IconChevronRight size={16} aria-hidden />
        </Group>
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      </div>
    </Group>
  );
  return (
    <Card component={Link} to={to} withBorder padding="md" className={classes.link}>
      {body}
    </Card>
  );
}

/**
 * /settings: the settings areas the user's permissions open. `canManageNotices` (company account
 * administration) is undefined while the permissions load.
 */
export function SettingsPage({
  canManageNotices,
  canManageUsers,
  canManageInvestigationTemplates,
  canSeeGdpr,
  canReadAuditLog,
  canManageCustomerStatuses,
  canManageProductCategories,
  canManageCompanyServices,
  isGuest,
}: {
  canManageNotices: boolean | undefined;
  /** UsersEdit: the Users area shows only to those who may edit users. */
  canManageUsers?: boolean;
  /** Investigations, in a company with the investigation feature: its templates. */
  canManageInvestigationTemplates?: boolean;
  /** GDPR: the register of processing. */
  canSeeGdpr?: boolean;
  /** AuditLogs: the company's audit log. */
  canReadAuditLog?: boolean;
  /** CustomerStatuses, in a company with the customers feature: its customer statuses. */
  canManageCustomerStatuses?: boolean;
  /** ProductCategories: the catalogue's categories. */
  canManageProductCategories?: boolean;
  /** CompanyServices: the services the company offers. */
  canManageCompanyServices?: boolean;
  /** A guest (limited user): the company's files and form-app groups are for full members. */
  isGuest?: boolean;
}) {
  const { t } = useTranslation("settings");
  const { t: tc } = useTranslation("companySettings");
  const { t: ti } = useTranslation("integrations");
  const { t: tp } = useTranslation("portals");
  const { t: tinv } = useTranslation("investigations");
  const { t: tg } = useTranslation("gdpr");
  const { t: ta } = useTranslation("audit");
  const { t: tcu } = useTranslation("customers");
  const icon = { size: 20, stroke: 1.6 } as const;
  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {canManageNotices === undefined && <Skeleton height={92} radius="md" />}
        {canManageNotices && (
          <AreaCard
            icon={<IconSpeakerphone {...icon} />}
            title={t("notices.title")}
            description={t("notices.description")}
            to="/settings/notices"
          />
        )}
        <AreaCard
          icon={<IconBuilding {...icon} />}
          title={t("information.title")}
          description={t("information.description")}
          to="/settings/information"
        />
        {!isGuest && (
          <AreaCard
            icon={<IconFiles {...icon} />}
            title={tc("cards.files.title")}
            description={tc("cards.files.description")}
            to="/settings/files"
          />
        )}
        <AreaCard
          icon={<IconList {...icon} />}
          title={tc("cards.lists.title")}
          description={tc("cards.lists.description")}
          to="/settings/lists"
        />
        {!isGuest && (
          <AreaCard
            icon={<IconForms {...icon} />}
            title={tp("formGroups.title")}
            description={tp("formGroups.card")}
            to="/settings/form-groups"
          />
        )}
        {canManageUsers && (
          <AreaCard
            icon={<IconUsers {...icon} />}
            title={t("users.title")}
            description={t("users.description")}
            to="/settings/users"
          />
        )}
        {canManageCustomerStatuses && (
          <AreaCard
            icon={<IconTags {...icon} />}
            title={tcu("card.title")}
            description={tcu("card.description")}
            to="/settings/customer-statuses"
          />
        )}
        {canManageProductCategories && (
          <AreaCard
            icon={<IconCategory {...icon} />}
            title={t("productCategories.title")}
            description={t("productCategories.description")}
            to="/settings/product-categories"
          />
        )}
        {canManageCompanyServices && (
          <AreaCard
            icon={<IconBriefcase {...icon} />}
            title={t("companyServices.title")}
            description={t("companyServices.description")}
            to="/settings/company-services"
          />
        )}
        {canManageInvestigationTemplates && (
          <AreaCard
            icon={<IconTemplate {...icon} />}
            title={tinv("templates.title")}
            description={tinv("templates.card")}
            to="/settings/investigation-templates"
          />
        )}
        {canSeeGdpr && (
          <AreaCard
            icon={<IconShieldLock {...icon} />}
            title={tg("register.navTitle")}
            description={tg("register.navDescription")}
            to="/settings/gdpr"
          />
        )}
        {canManageNotices && (
          <AreaCard
            icon={<IconMail {...icon} />}
            title={ti("cards.mailTemplates.title")}
            description={ti("cards.mailTemplates.description")}
            to="/settings/mail-templates"
          />
        )}
        {canManageNotices && (
          <AreaCard
            icon={<IconKey {...icon} />}
            title={ti("cards.apiTokens.title")}
            description={ti("cards.apiTokens.description")}
            to="/settings/api-tokens"
          />
        )}
        {canReadAuditLog && (
          <AreaCard
            icon={<IconHistory {...icon} />}
            title={ta("card.title")}
            description={ta("card.description")}
            to="/settings/audit"
          />
        )}
      </SimpleGrid>
    </>
  );
}
