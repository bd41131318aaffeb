import type { EsignRequest } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { formatDateTime } from "../../../lib/dates";

type Signer = EsignRequest["signers"][number];

/** Each person asked, in order, with role and state (signed or declined with its time and reason). */
export function EsignSigners({ signers }: { signers: Signer[] }) {
  const { t } = useTranslation("esign");
  const state = (signer: Signer) => {
    if (signer.signedAt) return `${t(`signerStatus.${signer.status}`)} ${formatDateTime(signer.signedAt)}`;
    if (signer.declinedAt) {
      return `${t(`signerStatus.${signer.status}`)} ${formatDateTime(signer.declinedAt)}: ${signer.declineReason ?? ""}`;
    }
    return t(`signerStatus.${signer.status}`);
  };
  return (
    <ListTable<Signer>
      aria-label={t("detail.signers")}
      records={signers}
      columns={[
        { accessor: "position", title: "#", width: 40 },
        { accessor: "name", title: t("detail.name"), render: (s) => `${s.name} (${s.email})` },
        { accessor: "role", title: t("detail.role"), render: (s) => t(`role.${s.role}`), visibleFrom: "sm" },
        { accessor: "status", title: t("detail.state"), render: state },
      ]}
    />
  );
}
