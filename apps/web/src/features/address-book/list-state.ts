import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText } from "../../lib/list-state";
import type { AddressBookFilters } from "./api/get-address-book";
import { LETTERS } from "./components/letter-index";

const listParsers = {
  q: parseAsText,
  tag: parseAsText,
  letter: parseAsStringLiteral(LETTERS),
  page: parseAsPage,
};

/** The address book's search, tag, first letter and 1-based page kept in the address; defaults are left out. */
export const useAddressBookListState = () => useQueryStates(listParsers, { shallow: false });

export type AddressBookListState = ReturnType<typeof useAddressBookListState>[0];

/** The filters as the API takes them. */
export const toFilters = (state: AddressBookListState): AddressBookFilters => ({
  q: state.q ?? undefined,
  tag: state.tag ?? undefined,
  letter: state.letter ?? undefined,
});
