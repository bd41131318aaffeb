import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/search-members";

export interface PickedSigner {
  userId: string | null;
  name: string;
  email: string;
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
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const members = useMemberSearch(scope, debounced.trim(), true);
  const options = (members.data ?? []).filter((m) => !chosen.includes(m.id));
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  const addMember = (id: string | null) => {
    const member = options.find((m) => m.id === id);
    if (!member) return;
    onAdd({ userId: member.id, name: member.name, email: member.email });
    setSearch("");
  };
  const addOutside = () => {
    onAdd({ userId: null, name: name.trim(), email: email.trim() });
    setName("");
    setEmail("");
  };

  return (
    <>
      <Select
        label={t("request.addMember")}
        placeholder={t("request.searchMember")}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        filter={({ options: all }) => all}
        data={options.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }))}
        nothingFoundMessage={t("request.noMembers")}
        onChange={addMember}
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
