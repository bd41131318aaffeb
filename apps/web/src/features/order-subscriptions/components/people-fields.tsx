import { Select, SimpleGrid, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { MemberSelect } from "../../../components/member-select";
import type { Scope } from "../api/keys";
import { useCustomerContacts } from "../api/pick-options";
import type { CustomerField, Draft } from "../form";

interface Props {
  scope: Scope;
  form: UseFormReturnType<Draft>;
  customerField: CustomerField;
  /** The customer chosen already (editing a saved subscription). */
  initialCustomer?: { id: string; name: string };
}

/** The customer (and one of its contacts), the responsible member and the members assigned to each order. */
export function PeopleFields({ scope, form, customerField, initialCustomer }: Props) {
  const { t } = useTranslation("orderSubscriptions");
  const draft = form.values;
  const contacts = useCustomerContacts(scope, draft.customerId);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          {customerField({
            initial: initialCustomer ?? null,
            value: draft.customerId,
            onChange: (customerId) => form.setValues({ customerId, contactId: null }),
          })}
          {form.errors.customerId && (
            <Text size="xs" c="red.8" role="alert" mt={4}>
              {form.errors.customerId}
            </Text>
          )}
        </div>
        <Select
          label={t("fields.contact")}
          placeholder={t("fields.noContact")}
          clearable
          disabled={!draft.customerId}
          data={(contacts.data ?? []).map((contact) => ({ value: contact.id, label: contact.name }))}
          value={draft.contactId}
          onChange={(contactId) => form.setFieldValue("contactId", contactId)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MemberSelect
          scope={scope}
          label={t("fields.responsible")}
          value={draft.responsible}
          onChange={(user) => form.setFieldValue("responsible", user)}
          clearLabel={t("fields.responsible")}
        />
        <MemberMultiSelect
          scope={scope}
          label={t("fields.assignees")}
          value={draft.assignees}
          onAdd={(user) => form.setFieldValue("assignees", [...draft.assignees, user])}
          onRemove={(user) =>
            form.setFieldValue(
              "assignees",
              draft.assignees.filter((u) => u.id !== user.id),
            )
          }
        />
      </SimpleGrid>
    </>
  );
}
