import type { EsignRequest, EsignShare } from "@app/contract";
import { HttpResponse, http } from "msw";
import { vi } from "vitest";
import { company, server } from "../../test/server";

export const esignCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: false,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["card"],
    esign: true,
    skills: false,
  },
});

let n = 0;
/** A shared request of the test company; ids are stable per call order. */
export function share(overrides: Partial<EsignShare> = {}): EsignShare {
  n += 1;
  const tail = String(n).padStart(12, "0");
  return {
    id: `77777777-7777-4777-8777-${tail}`,
    createdAt: "2026-11-02T10:00:00.000Z",
    deadline: "2026-12-01",
    status: "active",
    publication: { id: `88888888-8888-4888-8888-${tail}`, name: `Contract ${n}` },
    sharedBy: { email: "anna@demo.test" },
    ...overrides,
  };
}

/** A signed-in member of the e-sign company with these permissions and shared requests. */
export function mockEsignApi(rows: EsignShare[], permissions: string[] = ["CertifyDocument"], requests: URL[] = []) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json([esignCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/e-signs-share", ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 21);
      return HttpResponse.json(rows.slice(offset, offset + limit));
    }),
  );
  return requests;
}

/** A request with its signers and audit trail, as GET and POST e-signs answer it. */
export function esignRequest(overrides: Partial<EsignRequest> = {}): EsignRequest {
  return {
    ...share(),
    message: "",
    order: "parallel",
    level: "simple",
    endReason: null,
    completedAt: null,
    document: { fileId: "99999999-9999-4999-8999-000000000001", name: "Avtal.pdf", sha256: "ab".repeat(32) },
    sealed: null,
    signers: [],
    events: [],
    ...overrides,
  };
}

/** A PDF as far as the tests need one: react-pdf-fake.tsx counts its pages. */
export const samplePdf = (pages: number) =>
  new TextEncoder().encode(
    `%PDF-1.4\n${"<< /Type /Page >>\n".repeat(pages)}<< /Type /Pages /Count ${pages} >>\n%%EOF\n`,
  );

/** The document endpoint's answer: a PDF of that many pages. */
export const pdfResponse = (pages: number) =>
  new HttpResponse(samplePdf(pages), { headers: { "Content-Type": "application/pdf" } });

/**
 * jsdom lays nothing out, and the test set-up's ResizeObserver never reports: this one reports a phone's width,
 * so that the viewer draws its pages. Call in a test file's beforeEach; restored by vi.unstubAllGlobals.
 */
export function stubPhoneWidth(width = 358) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      observe(target: Element) {
        const box = { inlineSize: width, blockSize: 0 };
        const entry = { target, borderBoxSize: [box], contentBoxSize: [box], contentRect: new DOMRect(0, 0, width, 0) };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
