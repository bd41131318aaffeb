import { ErrorCode, type FormGroup, formGroupInputSchema } from "@app/contract";
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { ApiError } from "../../../lib/api-client";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useFormGroupMutations, useFormGroups } from "../api/form-groups";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/members";
import { FormGroupsTable } from "../components/form-groups-table";
import { SearchPicker } from "../components/search-picker";

const limitReached = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.FormGroupLimitReached;

function CreateFormGroup({ scope }: { scope: Scope }) {
  const { t } = useTranslation("portals");
  const { create } = useFormGroupMutations(scope);
  const form = useContractForm({
    schema: formGroupInputSchema,
    initialValues: { name: "" },
    message: () => t("formGroups.nameRequired"),
  });
  return (
    <form
      noValidate
      aria-label={t("formGroups.create")}
      onSubmit={form.onSubmit(({ name }) =>
        create.mutate(name.trim(), {
          onSuccess: (group) => {
            toast("success", t("formGroups.created", { name: group.name }), 5000);
            form.reset();
          },
          onError: (error) => {
            if (!limitReached(error)) toast("failure", t("formGroups.createFailed"), 5000);
          },
        }),
      )}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t("formGroups.name")}
            required
            maxLength={maxLengthOf(formGroupInputSchema, "name")}
            style={{ flex: 1 }}
            maw={420}
            {...form.getInputProps("name")}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t("formGroups.create")}
          </Button>
        </Group>
        {limitReached(create.error) && (
          <Alert color="orange" role="alert" title={t("formGroups.limitTitle")}>
            {t("formGroups.limitReached")}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

function AddMember({ scope, group, onClose }: { scope: Scope; group: FormGroup; onClose: () => void }) {
  const { t } = useTranslation("portals");
  const { addMember } = useFormGroupMutations(scope);
  const useSearchMembers = (q: string, enabled: boolean) => useMemberSearch(scope, q, enabled);
  return (
    <Modal opened onClose={onClose} title={t("formGroups.addTitle", { name: group.name })}>
      <SearchPicker
        label={t("formGroups.member")}
        placeholder={t("detail.memberSearchPlaceholder")}
        useSearch={useSearchMembers}
        optionLabel={(member) => member.name}
        optionDetail={(member) => member.email}
        disabled={addMember.isPending}
        onPick={(member) =>
          addMember.mutate(
            { group, userId: member.id },
            {
              onSuccess: () => {
                toast("success", t("formGroups.memberAdded", { name: member.name }), 5000);
                onClose();
              },
              onError: () => toast("failure", t("formGroups.memberFailed"), 5000),
            },
          )
        }
      />
    </Modal>
  );
}

/** /settings/form-groups: the form app's groups; past the company's limit a new one is refused. */
export function FormGroupsPage() {
  const { t } = useTranslation("portals");
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions();
  const scope = { userId: user.id, companyId: selectedCompany?.id ?? "" };
  const groups = useFormGroups(scope);
  const [adding, setAdding] = useState<FormGroup | null>(null);
  const canEdit = permissions.has("Forms");

  return (
    <>
      <PageTitle title={t("formGroups.title")} description={t("formGroups.description")} />
      <Stack gap="md">
        {canEdit && <CreateFormGroup scope={scope} />}
        <QueryBoundary
          query={groups}
          failed={t("formGroups.loadFailed")}
          empty={
            <Paper withBorder p="lg">
              <Text c="dimmed">{t("formGroups.empty")}</Text>
            </Paper>
          }
        >
          {(rows) => <FormGroupsTable groups={rows} onAdd={canEdit ? setAdding : undefined} />}
        </QueryBoundary>
      </Stack>
      {adding && <AddMember scope={scope} group={adding} onClose={() => setAdding(null)} />}
    </>
  );
}
