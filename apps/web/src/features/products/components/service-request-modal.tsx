import { type CompanyService, SERVICE_REQUEST_MESSAGE_MAX } from "@app/contract";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useRequestService } from "../api/request-service";

interface Props {
  scope: Scope;
  service: CompanyService | null;
  onClose: () => void;
}

/** "Ask for this service": a message to the company, sent as a request (a task for the company). */
export function ServiceRequestModal({ scope, service, onClose }: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={t("portalServices.askTitle", { name: service?.product.name ?? "" })}
    >
      {service && <RequestForm key={service.id} scope={scope} service={service} onClose={onClose} />}
    </Modal>
  );
}

function RequestForm({ scope, service, onClose }: { scope: Scope; service: CompanyService; onClose: () => void }) {
  const { t } = useTranslation("products");
  const request = useRequestService(scope);
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const send = () => {
    if (message.trim() === "") {
      setFailure(t("portalServices.messageMissing"));
      return;
    }
    request.mutate(
      { id: service.id, body: { message } },
      {
        onSuccess: () => {
          toast("success", t("portalServices.sent", { name: service.product.name }), 6000);
          onClose();
        },
        onError: (error) => setFailure(errorText(error, t("portalServices.failed"))),
      },
    );
  };
  return (
    <Stack>
      <Text size="sm">{t("portalServices.askHint")}</Text>
      <Textarea
        label={t("portalServices.message")}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={SERVICE_REQUEST_MESSAGE_MAX}
        autosize
        minRows={4}
        required
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("portalServices.cancel")}
        </Button>
        <Button onClick={send} loading={request.isPending}>
          {t("portalServices.send")}
        </Button>
      </Group>
    </Stack>
  );
}
