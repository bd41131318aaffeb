import { ErrorCode, type UserSkill, type UserSkillInput } from "@app/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { UploadAborted, type UploadHandle } from "../../lib/upload";
import type { Scope } from "./api/keys";
import { useRefreshSkills, useSaveUserSkill } from "./api/save-user-skill";
import { uploadCertificate } from "./api/upload-certificate";

/**
 * Records (or saves) a person's skill, then sends the certificate, if one was chosen, with its
 * progress; the lists and matrices are read again once both are done. A closed form stops the upload.
 */
export function useRecordSkill(scope: Scope, userSkillId: string | null) {
  const { t } = useTranslation("skills");
  const save = useSaveUserSkill(scope, userSkillId);
  const refresh = useRefreshSkills(scope);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useRef<UploadHandle<UserSkill> | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  /** The record as saved (its certificate may still have failed, which a toast says); throws when it was not saved. */
  const submit = async (input: UserSkillInput, file: File | null): Promise<UserSkill> => {
    let saved = await save.mutateAsync(input);
    if (file) {
      setPercent(0);
      upload.current = uploadCertificate(scope.companyId, saved.id, file, setPercent);
      try {
        saved = await upload.current.done;
      } catch (error) {
        if (!(error instanceof UploadAborted))
          toast(
            "failure",
            errorText(error, t("toast.certificateFailed"), { [ErrorCode.PayloadTooLarge]: t("errors.tooLarge") }),
            5000,
          );
      } finally {
        upload.current = null;
        setPercent(null);
      }
    }
    refresh();
    return saved;
  };

  return { submit, saving: save.isPending || percent !== null, percent };
}
