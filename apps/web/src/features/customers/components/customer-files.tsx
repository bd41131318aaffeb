import { Anchor, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { download } from "../../../lib/download";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useCustomerFiles } from "../api/get-customer-files";
import type { Scope } from "../api/keys";
import { CustomerSectionCard } from "./customer-section-card";
import { ObjectLink } from "./object-link";

/** The files of the customer's objects that the reader may see, newest first: each downloads, and names its object. */
export function CustomerFiles({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  const [page, setPage] = useState(0);
  const query = useCustomerFiles(scope, customerId, page);
  return (
    <CustomerSectionCard
      title={t("sections.files.title")}
      query={query}
      page={page}
      onPage={setPage}
      failed={t("sections.files.failed")}
      empty={t("sections.files.empty")}
    >
      {(rows) => (
        <List spacing={8} size="sm" listStyleType="none">
          {rows.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    download(
                      `/companies/${scope.companyId}/publications/${file.publication.id}/files/${file.id}`,
                      file.uploadName,
                    ).catch((error: unknown) =>
                      toast("failure", errorText(error, t("sections.files.downloadFailed")), 5000),
                    )
                  }
                >
                  {file.uploadName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t("sections.files.on")}
                </Text>
                <ObjectLink companyId={scope.companyId} object={file.publication} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CustomerSectionCard>
  );
}
