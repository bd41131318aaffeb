import { Anchor, Button, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ObjectSection } from "../../../components/object-section";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { RequestSignaturesModal } from "./request-signatures-modal";

/**
 * The object page's e-sign part: "Request signatures". Shows nothing where the company lacks the
 * esign feature or the user CertifyDocument (as the e-sign list).
 */
export function ObjectEsign({ companyId, publicationId }: { companyId: string; publicationId: string }) {
  const { t } = useTranslation("esign");
  const { user, companies } = useSession();
  const company = companies.find((c) => c.id === companyId);
  const permissions = usePermissions(companyId);
  const [requesting, setRequesting] = useState(false);

  if (!company?.enabledFeatures.esign || !permissions.has("CertifyDocument")) return null;

  return (
    <ObjectSection
      title={t("object.title")}
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSignature size={14} aria-hidden />}
          onClick={() => setRequesting(true)}
        >
          {t("request.open")}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t("object.hint")}{" "}
        <Anchor component={Link} to="/list/esign" fz="sm">
          {t("object.list")}
        </Anchor>
      </Text>
      <RequestSignaturesModal
        scope={{ userId: user.id, companyId }}
        publicationId={publicationId}
        opened={requesting}
        onClose={() => setRequesting(false)}
      />
    </ObjectSection>
  );
}
