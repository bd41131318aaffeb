import { DEFAULT_LANGUAGE, type Language } from "@app/contract";
import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberPicker } from "../../../components/member-picker";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/search-members";

export interface PickedSigner {
  userId: string | null;
  name: string;
  email: string;
  /** An outside person's language: the company's to begin with. */
  language?: Language;
}

/** Adds a signer: a member found by name, or an outside person by name and email. */
export function SignerPicker({
  scope,
  chosen,
  onAdd,
}: {
  scope: Scope;
  /** Member ids already on the list, left out of the search. */
  chosen: string[];
  onAdd: (signer: PickedSigner) => void;
}) {
  const { t } = useTranslation("esign");
  const useSearch = (q: string, enabled: boolean) => useMemberSearch(scope, q, enabled);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  const addOutside = () => {
    // A company has no language of its own: its language is the product's default (Swedish).
    onAdd({ userId: null, name: name.trim(), email: email.trim(), language: DEFAULT_LANGUAGE });
    setName("");
    setEmail("");
  };

  return (
    <>
      <MemberPicker
        label={t("request.addMember")}
        placeholder={t("request.searchMember")}
        nothingFound={t("request.noMembers")}
        useSearch={useSearch}
        excluded={chosen}
        onAdd={(member) => onAdd({ userId: member.id, name: member.name, email: member.email })}
      />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label={t("request.outsideName")} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label={t("request.outsideEmail")}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button variant="default" onClick={addOutside} disabled={!name.trim() || !email.trim()}>
          {t("request.addOutside")}
        </Button>
      </Group>
    </>
  );
}
