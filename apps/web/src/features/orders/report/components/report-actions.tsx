import { Button, Group, TextInput } from "@mantine/core";
import { IconFileTypePdf, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { toast } from "../../../../lib/toast";
import type { Scope } from "../api/keys";
import { useMailReport } from "../api/mail-report";
import { downloadReportPdf } from "../api/report-files";

/** The order report PDF, and for those who report, mailing it to the customer (or another address). */
export function ReportActions({ scope, orderId, canMail }: { scope: Scope; orderId: string; canMail: boolean }) {
  const { t } = useTranslation("orderReport");
  const mail = useMailReport(scope, orderId);
  const [to, setTo] = useState("");
  const [toError, setToError] = useState<string | null>(null);

  const pdf = () =>
    downloadReportPdf(scope.companyId, orderId, `${t("title")}.pdf`).catch(() =>
      toast("failure", t("pdf.failed"), 5000),
    );
  const send = () => {
    setToError(null);
    mail.mutate(to.trim() ? { to: to.trim() } : {}, {
      onSuccess: (sent) => toast("success", t("mail.sent", { to: sent.to }), 5000),
      onError: (error) => {
        // No address to mail to: the field asks for one; other failures are told in a toast.
        if (error instanceof ApiError && error.field === "to")
          setToError(t(to.trim() ? "mail.invalid" : "mail.noAddress"));
        else toast("failure", errorText(error, t("mail.failed")), 6000);
      },
    });
  };

  return (
    <Group align="end" gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void pdf()}>
        {t("pdf.download")}
      </Button>
      {canMail && (
        <>
          <TextInput
            label={t("mail.to")}
            description={t("mail.toHelp")}
            type="email"
            value={to}
            error={toError}
            onChange={(event) => setTo(event.currentTarget.value)}
            style={{ flex: "1 1 220px" }}
          />
          <Button leftSection={<IconMail size={16} />} loading={mail.isPending} onClick={send}>
            {t("mail.send")}
          </Button>
        </>
      )}
    </Group>
  );
}
