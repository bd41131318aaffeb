import { Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { useSession } from "../../../lib/session";
import classes from "./register-page.module.css";

/** The categories of personal data the product holds, in the order the register lists them. */
export const REGISTER_CATEGORIES = [
  "account",
  "memberships",
  "unitsSkills",
  "objects",
  "remindersTasks",
  "esign",
  "notifications",
  "sessions",
  "audit",
  "portals",
  "customers",
  "customerContacts",
] as const;

const FIELDS = ["data", "purpose", "legalBasis", "access", "retention"] as const;

function Category({ category }: { category: (typeof REGISTER_CATEGORIES)[number] }) {
  const { t } = useTranslation("gdpr");
  const id = `register-${category}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {t(`register.categories.${category}.title`)}
      </Title>
      <dl className={classes.facts}>
        {FIELDS.map((field) => (
          <div key={field} style={{ display: "contents" }}>
            <dt>{t(`register.fields.${field}`)}</dt>
            <dd>{t(`register.categories.${category}.${field}`)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /settings/gdpr: the company's register of processing (GDPR article 30), for holders of the GDPR permission. */
export function RegisterPage() {
  const { t } = useTranslation("gdpr");
  const { selectedCompany } = useSession();
  return (
    <GatedPage
      title={t("register.title")}
      permission="Gdpr"
      loadingLabel={t("register.loading")}
      unavailable={{ title: t("register.unavailable.title"), description: t("register.unavailable.description") }}
    >
      {() => (
        <>
          <PageTitle title={t("register.title")} description={selectedCompany?.name} />
          <Stack gap="md" maw={960}>
            <Text>{t("register.intro", { company: selectedCompany?.name ?? "" })}</Text>
            {REGISTER_CATEGORIES.map((category) => (
              <Category key={category} category={category} />
            ))}
            <Text size="sm" c="dimmed">
              {t("register.rights")}
            </Text>
          </Stack>
        </>
      )}
    </GatedPage>
  );
}
