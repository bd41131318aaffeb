import type { Company } from "@app/contract";
import { Badge, EmptyState, Group, Paper, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { IconBuilding, IconSearch } from "@tabler/icons-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEnterCompany } from "../use-enter-company";
import classes from "./company-list.module.css";

/** More than this many matches asks for a narrower search instead of a very long list. */
const SHOWN = 50;

/** The user's companies, by name, with a search; choosing one opens it. */
export function CompanyList({ companies, selectedId }: { companies: Company[]; selectedId: string | undefined }) {
  const { t, i18n } = useTranslation("companies");
  const enter = useEnterCompany();
  const headingId = useId();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLocaleLowerCase(i18n.language));

  const matches = useMemo(
    () => (query ? companies.filter((c) => c.name.toLocaleLowerCase(i18n.language).includes(query)) : companies),
    [companies, query, i18n.language],
  );

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="h4" id={headingId}>
          {t("list.title")}
        </Title>
        <TextInput
          aria-label={t("list.search")}
          placeholder={t("list.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: "100%", xs: 280 }}
        />
      </Group>
      {companies.length === 0 ? (
        <EmptyState icon={<IconBuilding aria-hidden />} title={t("list.none")} description={t("list.noneHint")} />
      ) : matches.length === 0 ? (
        <EmptyState icon={<IconSearch aria-hidden />} title={t("list.noMatch", { search: search.trim() })} />
      ) : (
        <Paper withBorder>
          <ul className={classes.list}>
            {matches.slice(0, SHOWN).map((company) => (
              <li key={company.id} className={classes.row}>
                <UnstyledButton
                  className={classes.button}
                  onClick={() => enter(company)}
                  aria-current={company.id === selectedId ? "true" : undefined}
                >
                  <Text size="sm" fw={500} truncate>
                    {company.name}
                  </Text>
                </UnstyledButton>
                <Group gap={6} wrap="nowrap" pr="sm">
                  {company.type === "GUEST" && (
                    <Badge variant="light" color="gray">
                      {t("type.GUEST")}
                    </Badge>
                  )}
                  {company.id === selectedId && <Badge variant="light">{t("list.selected")}</Badge>}
                </Group>
              </li>
            ))}
          </ul>
        </Paper>
      )}
      {matches.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          {t("list.more", { shown: SHOWN, total: matches.length })}
        </Text>
      )}
    </section>
  );
}
