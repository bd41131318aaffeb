import { Alert, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import type { Scope } from "../api/keys";
import type { CompanyListKey } from "../api/lists";
import { ListManager } from "../components/list-manager";
import { SettingsFrame } from "../components/page-guard";

const allLists: CompanyListKey[] = ["categories", "priorities", "reminderTypes", "tags", "groupCategories"];

/**
 * /settings/lists (?list=…): the company's categories (reminder categories need the documentReminder
 * feature), priorities, reminder types, tags and group categories. CategoriesAndStatuses changes them.
 */
export function ListsPage() {
  const { t } = useTranslation("companySettings");
  return (
    <SettingsFrame title={t("lists.title")}>
      {({ company, scope, has }) => (
        <Lists
          key={company.id}
          scope={scope}
          lists={allLists.filter((list) => list !== "categories" || company.enabledFeatures.documentReminder)}
          canEdit={has("CategoriesAndStatuses")}
        />
      )}
    </SettingsFrame>
  );
}

function Lists({ scope, lists, canEdit }: { scope: Scope; lists: CompanyListKey[]; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  const [params, setParams] = useSearchParams();
  const asked = params.get("list") as CompanyListKey | null;
  const current = asked && lists.includes(asked) ? asked : (lists[0] ?? "priorities");
  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle title={t("lists.title")} description={t("lists.description")} />
      {!canEdit && (
        <Alert color="gray" mb="sm">
          {t("lists.readOnly")}
        </Alert>
      )}
      <Tabs
        value={current}
        onChange={(value) => value && setParams(value === lists[0] ? {} : { list: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {lists.map((list) => (
            <Tabs.Tab key={list} value={list}>
              {t(`lists.tabs.${list}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {lists.map((list) => (
          <Tabs.Panel key={list} value={list}>
            <ListManager scope={scope} list={list} canEdit={canEdit} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
