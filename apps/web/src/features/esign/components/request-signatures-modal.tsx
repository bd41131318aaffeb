import { ErrorCode, ESIGN_MESSAGE_LIMIT, esignCreateSchema, esignOrders, latestEsignDeadline } from "@app/contract";
import { Modal, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateEsign } from "../api/create-esign";
import { useObjectPdfs } from "../api/get-object-pdfs";
import { esignPath, type Scope } from "../api/keys";
import { type SignerDraft, SignerList } from "./signer-list";
import { SignerPicker } from "./signer-picker";

interface Draft {
  fileId: string | null;
  signers: SignerDraft[];
  order: (typeof esignOrders)[number];
  deadline: string | null;
  message: string;
}

const toInput = (draft: Draft) => ({
  fileId: draft.fileId ?? "",
  signers: draft.signers.map(({ userId, name, email, role, language }) =>
    userId ? { userId, role } : { name, email, role, language },
  ),
  order: draft.order,
  deadline: draft.deadline ?? "",
  message: draft.message,
});

interface Props {
  scope: Scope;
  publicationId: string;
  opened: boolean;
  onClose: () => void;
}

/** "Request signatures": a PDF of the object, the signers in order, their roles, the deadline and a message. */
export function RequestSignaturesModal(props: Props) {
  const { t } = useTranslation("esign");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("request.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("request.close") }}
    >
      <RequestForm {...props} />
    </Modal>
  );
}

function RequestForm({ scope, publicationId, onClose }: Props) {
  const { t } = useTranslation("esign");
  const navigate = useNavigate();
  const pdfs = useObjectPdfs(scope, publicationId);
  const create = useCreateEsign(scope, publicationId);
  const form = useContractForm<Draft>({
    schema: esignCreateSchema,
    toInput,
    initialValues: { fileId: null, signers: [], order: "parallel", deadline: null, message: "" },
    message: (field) =>
      field === "fileId"
        ? t("request.fileRequired")
        : field === "deadline"
          ? t("request.deadlineRequired")
          : field.startsWith("signers.")
            ? t("request.signerInvalid")
            : field === "signers"
              ? t("request.signersRequired")
              : t("request.failed"),
  });
  // The date field takes no later day (typed or picked); the server refuses one too.
  const latestDeadline = latestEsignDeadline();
  const signersError = Object.entries(form.errors).find(([field]) => field.startsWith("signers"))?.[1];

  const submit = form.onSubmit((values) =>
    create.mutate(esignCreateSchema.parse(toInput(values)), {
      onSuccess: (request) => {
        toast("success", t("request.sent"), 5000);
        onClose();
        void navigate(esignPath(scope.companyId, request.id));
      },
      onError: (error) =>
        toast(
          "failure",
          errorText(error, t("request.failed"), { [ErrorCode.UnsupportedMediaType]: t("request.notPdf") }),
          5000,
        ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("request.file")}
          required
          data={(pdfs.data ?? []).map((file) => ({ value: file.id, label: file.uploadName }))}
          nothingFoundMessage={t("request.noPdf")}
          placeholder={pdfs.data?.length === 0 ? t("request.noPdf") : undefined}
          {...form.getInputProps("fileId")}
        />
        <SignerPicker
          scope={scope}
          chosen={form.values.signers.flatMap((s) => (s.userId ? [s.userId] : []))}
          onAdd={(signer) => form.setFieldValue("signers", (list) => [...list, { ...signer, role: "signer" }])}
        />
        <SignerList
          signers={form.values.signers}
          onRole={(index, role) =>
            form.setFieldValue("signers", (list) => list.map((s, i) => (i === index ? { ...s, role } : s)))
          }
          onLanguage={(index, language) =>
            form.setFieldValue("signers", (list) => list.map((s, i) => (i === index ? { ...s, language } : s)))
          }
          onRemove={(index) => form.setFieldValue("signers", (list) => list.filter((_, i) => i !== index))}
        />
        {signersError && (
          <Text size="sm" c="red">
            {signersError}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="esign-order-label">
            {t("request.order")}
          </Text>
          <SegmentedControl
            aria-labelledby="esign-order-label"
            data={esignOrders.map((order) => ({ value: order, label: t(`order.${order}`) }))}
            {...form.getInputProps("order")}
          />
        </Stack>
        <IsoDateInput
          label={t("request.deadline")}
          required
          clearable={false}
          maxDate={latestDeadline}
          description={t("request.deadlineHint", { date: latestDeadline })}
          {...form.getInputProps("deadline")}
          value={form.values.deadline}
        />
        <Textarea
          label={t("request.message")}
          autosize
          minRows={2}
          maxLength={ESIGN_MESSAGE_LIMIT}
          {...form.getInputProps("message")}
        />
        <FormActions
          cancel={t("request.cancel")}
          submit={t("request.submit")}
          onCancel={onClose}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
