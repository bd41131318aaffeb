import type { Company } from "@app/contract";
import { Alert, Button, Paper, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { companyHomePath } from "../use-enter-company";
import classes from "./selected-company.module.css";

export interface StartArea {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
}

/** The selected company's start: its name and the areas the user can open in it. */
export function SelectedCompany({
  company,
  areas,
  loading,
}: {
  company: Company;
  areas: StartArea[];
  loading: boolean;
}) {
  const { t } = useTranslation("companies");
  const headingId = useId();

  const body = () => {
    if (company.features.denyLoginOnWeb) {
      return (
        <Alert color="red" variant="light" icon={<IconBan aria-hidden />} title={t("start.deniedTitle")}>
          {t("start.denied")}
        </Alert>
      );
    }
    if (loading) return <Skeleton h={64} />;
    if (company.type === "GUEST") {
      return (
        <Button component={Link} to={companyHomePath(company)} variant="light">
          {t("start.openGuest")}
        </Button>
      );
    }
    if (areas.length === 0) return <Text size="sm">{t("start.noAreas")}</Text>;
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="xs">
        {areas.map((area) => (
          <UnstyledButton key={area.key} component={Link} to={area.to} className={classes.area}>
            <span className={classes.icon} aria-hidden>
              {area.icon}
            </span>
            <Text size="sm" fw={500}>
              {area.label}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" mb="xl">
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {t("start.selected")}
      </Text>
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {company.name}
      </Title>
      {body()}
    </Paper>
  );
}
