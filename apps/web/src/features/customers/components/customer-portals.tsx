import type { CustomerDetail } from "@app/contract";
import { Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ObjectSection } from "../../../components/object-section";

/** The customer's portals (groups of type PORTAL), each leading to its portal page. */
export function CustomerPortals({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation("customers");
  return (
    <ObjectSection title={t("portals.title")}>
      {customer.portals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("portals.none")}
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {customer.portals.map((portal) => (
            <List.Item key={portal.id}>
              <Anchor component={Link} to={`/list/customer-portals/${portal.id}`} size="sm">
                {portal.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </ObjectSection>
  );
}
