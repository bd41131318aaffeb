import "@mantine/dropzone/styles.css";
import { ErrorCode, LOGO_MAX_BYTES, type LogoType, logoContentTypes } from "@app/contract";
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { UploadAborted, type UploadHandle } from "../../../lib/upload";
import type { Scope } from "../api/keys";
import { logoChanged, uploadLogo, useLogo, useRemoveLogo } from "../api/logo";
import { Section } from "./section";

/**
 * The logo and the PDF logo: preview, upload (PNG, JPEG, WebP up to 2 MB) and remove. `logos` says
 * which exist (the company information's hasLogo and hasPdfLogo): only those images are asked for.
 */
export function LogoSection({
  scope,
  companyName,
  canEdit,
  logos,
}: {
  scope: Scope;
  companyName: string;
  canEdit: boolean;
  logos: { hasLogo: boolean; hasPdfLogo: boolean };
}) {
  const { t } = useTranslation("companySettings");
  return (
    <Section id="logo" title={t("logo.title")} description={t("logo.description")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LogoCard scope={scope} type="logo" exists={logos.hasLogo} companyName={companyName} canEdit={canEdit} />
        <LogoCard scope={scope} type="pdf" exists={logos.hasPdfLogo} companyName={companyName} canEdit={canEdit} />
      </SimpleGrid>
    </Section>
  );
}

function LogoCard({
  scope,
  type,
  exists,
  companyName,
  canEdit,
}: {
  scope: Scope;
  type: LogoType;
  exists: boolean;
  companyName: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("companySettings");
  const client = useQueryClient();
  const logo = useLogo(scope, type, exists);
  const remove = useRemoveLogo(scope, type);
  const [progress, setProgress] = useState<number | null>(null);
  const handle = useRef<UploadHandle<unknown> | null>(null);
  const openRef = useRef<() => void>(null);
  const title = t(type === "pdf" ? "logo.pdf" : "logo.logo");
  const kind = title.toLowerCase();

  useEffect(() => () => handle.current?.abort(), []);

  const upload = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProgress(0);
    const next = uploadLogo(scope.companyId, type, file, setProgress);
    handle.current = next;
    next.done
      .then(async () => {
        await logoChanged(client, scope, type, true);
        toast("success", t("logo.uploaded", { kind }), 5000);
      })
      .catch((error: unknown) => {
        if (error instanceof UploadAborted) return;
        const rejected = t("logo.rejected");
        const own = { [ErrorCode.PayloadTooLarge]: rejected, [ErrorCode.UnsupportedMediaType]: rejected };
        toast("failure", errorText(error, t("logo.uploadFailed", { kind }), own), 5000);
      })
      .finally(() => {
        handle.current = null;
        setProgress(null);
      });
  };

  const askRemove = () =>
    confirmAction({
      title: t("logo.removeTitle", { kind }),
      message: t("logo.removeConfirm"),
      confirm: t("logo.remove"),
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => toast("success", t("logo.removed", { kind }), 5000),
          onError: () => toast("failure", t("logo.removeFailed", { kind }), 5000),
        }),
    });

  const preview = () => {
    if (exists && logo.isPending) return <Skeleton h={120} />;
    if (exists && logo.isError) return <Alert color="red">{t("logo.loadFailed", { kind })}</Alert>;
    if (!exists || !logo.data)
      return (
        <Center h={120} bg="var(--mantine-color-gray-0)" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
          <Stack gap={4} align="center">
            <IconPhoto size={28} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="dimmed">
              {t("logo.none")}
            </Text>
          </Stack>
        </Center>
      );
    return (
      <Center
        h={120}
        p="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: "var(--mantine-radius-sm)" }}
        data-testid={`logo-preview-${type}`}
      >
        <Image
          src={logo.data}
          alt={t("logo.previewAlt", { kind, company: companyName })}
          mah={104}
          maw="100%"
          fit="contain"
        />
      </Center>
    );
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} fz="sm">
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t(type === "pdf" ? "logo.pdfHint" : "logo.logoHint")}
            </Text>
          </div>
          {canEdit && exists && logo.data && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={askRemove}
              loading={remove.isPending}
              aria-label={t("logo.removeLabel", { kind })}
            >
              {t("logo.remove")}
            </Button>
          )}
        </Group>
        {preview()}
        {progress !== null && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" aria-live="polite">
              {t("logo.uploading", { percent: progress })}
            </Text>
            <Progress value={progress} size="sm" animated aria-label={t("logo.dropzone", { kind })} />
          </Stack>
        )}
        {canEdit && (
          <Dropzone
            openRef={openRef}
            onDrop={upload}
            onReject={() => toast("failure", t("logo.rejected"), 5000)}
            accept={[...logoContentTypes]}
            maxSize={LOGO_MAX_BYTES}
            multiple={false}
            activateOnClick={false}
            activateOnKeyboard={false}
            disabled={progress !== null}
            p="xs"
            aria-label={t("logo.dropzone", { kind })}
            name={`logo-${type}`}
          >
            <Group justify="center" gap="xs" wrap="nowrap">
              <Box style={{ pointerEvents: "none" }}>
                <IconUpload size={18} stroke={1.5} aria-hidden />
              </Box>
              <Stack gap={0} style={{ pointerEvents: "none" }}>
                <Text size="sm">{t("logo.drop")}</Text>
                <Text size="xs" c="dimmed">
                  {t("logo.rules")}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                onClick={() => openRef.current?.()}
                disabled={progress !== null}
                aria-label={`${t("logo.choose")}: ${title}`}
              >
                {t("logo.choose")}
              </Button>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Paper>
  );
}
