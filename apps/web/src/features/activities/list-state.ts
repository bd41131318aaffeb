import { useSearchParams } from "react-router";

/** The list page (0-based) kept in the address as ?page= (1-based; left out on the first page). */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get("page") ?? "", 10);
  const page = Number.isFinite(parsed) && parsed > 1 ? parsed - 1 : 0;
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 0) copy.set("page", String(next + 1));
    else copy.delete("page");
    setParams(copy);
  };
  return [page, setPage] as const;
}
