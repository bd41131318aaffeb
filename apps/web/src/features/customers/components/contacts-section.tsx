import type { CustomerContact, CustomerDetail } from "@app/contract";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useDeleteContact } from "../api/contacts";
import type { Scope } from "../api/keys";

const ContactModal = lazyModal(
  () => import("./contact-modal").then((module) => module.ContactModal),
  (props) => props.contact !== undefined,
);

interface Props {
  scope: Scope;
  customer: CustomerDetail;
  canEdit: boolean;
}

/** The people at the customer (the main contact first): added, edited and removed by those with CustomerEdit. */
export function ContactsSection({ scope, customer, canEdit }: Props) {
  const { t } = useTranslation("customers");
  // undefined: closed; null: a new contact.
  const [editing, setEditing] = useState<CustomerContact | null | undefined>(undefined);
  const remove = useDeleteContact(scope, customer.id);
  const add = canEdit && (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={ContactModal.preload}
      onFocus={ContactModal.preload}
    >
      {t("contacts.add")}
    </Button>
  );
  const askRemove = (contact: CustomerContact) =>
    confirmAction({
      title: t("contacts.removeTitle"),
      message: t("contacts.removeMessage", { name: contact.name }),
      confirm: t("contacts.remove"),
      onConfirm: () =>
        remove.mutate(contact.id, {
          onSuccess: () => toast("success", t("contacts.removed", { name: contact.name }), 3000),
          onError: (error) => toast("failure", errorText(error, t("contacts.removeFailed")), 6000),
        }),
    });
  return (
    <ObjectSection title={t("contacts.title")} actions={add || undefined}>
      {customer.contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("contacts.none")}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("contacts.title")}>
          {customer.contacts.map((contact) => (
            <Group key={contact.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {contact.name}
                  </Text>
                  {contact.isMain && <Badge variant="light">{t("contacts.main")}</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {contact.role}
                </Text>
                <Group gap="sm">
                  {contact.phone && (
                    <Anchor size="sm" href={`tel:${contact.phone}`}>
                      {contact.phone}
                    </Anchor>
                  )}
                  {contact.email && (
                    <Anchor size="sm" href={`mailto:${contact.email}`}>
                      {contact.email}
                    </Anchor>
                  )}
                </Group>
              </div>
              {canEdit && (
                <RowActions>
                  <EditAction
                    label={t("contacts.editOf", { name: contact.name })}
                    onClick={() => setEditing(contact)}
                  />
                  <DeleteAction
                    label={t("contacts.removeOf", { name: contact.name })}
                    onClick={() => askRemove(contact)}
                  />
                </RowActions>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <ContactModal scope={scope} customerId={customer.id} contact={editing} onClose={() => setEditing(undefined)} />
    </ObjectSection>
  );
}
