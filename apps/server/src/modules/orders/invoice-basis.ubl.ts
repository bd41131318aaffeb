import {
  type CompanyInfo,
  formatKronor,
  type OrderLine,
  type OrderTotals,
  PEPPOL_CUSTOMIZATION_ID,
  PEPPOL_PROFILE_ID,
  peppolUnits,
  vatCategoryOf,
} from "@app/contract";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/*
 * One order as a Peppol BIS Billing 3.0 UBL invoice (docs/orders.md, "Invoice basis"), written with
 * xmlbuilder2. The amounts are the order's own (orderLineAmounts, orderTotals), so the sums the
 * rules check (BR-CO-10, -13, -15, BR-S-08, BR-CO-17) hold by construction; money is öre until it
 * is written with two decimals. An empty value is left out rather than written empty
 * (PEPPOL-EN16931-R008).
 */

const INVOICE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
const CAC = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2";
const CBC = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";
const CURRENCY = "SEK";

export interface InvoiceAddress {
  street: string;
  postcode: string | null;
  city: string;
  country: string;
}

/** An electronic address or identifier with its Peppol EAS / ICD scheme (0088 GLN, 0007 Swedish org number, 9955 Swedish VAT, EM mail). */
export interface Endpoint {
  scheme: "0088" | "0007" | "9955" | "EM";
  id: string;
}

export interface InvoiceBuyer {
  name: string;
  endpoint: Endpoint;
  gln: string | null;
  /** 10 digits. */
  orgNumber: string | null;
  vatNumber: string | null;
  address: InvoiceAddress | null;
}

export interface InvoiceSeller {
  info: CompanyInfo;
  endpoint: Endpoint;
  /** 10 digits, from the Swedish VAT number. */
  orgNumber: string | null;
}

export interface InvoiceInput {
  number: number;
  issuedOn: string;
  dueOn: string | null;
  /** The buyer's reference (BT-10): the order's contact, else the customer's number. */
  buyerReference: string;
  deliveredOn: string | null;
  deliveryAddress: InvoiceAddress | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: readonly OrderLine[];
  totals: OrderTotals;
}

const money = (ore: number) => formatKronor(ore, ".");
const quantityText = (quantity: number) => String(Math.round(quantity * 1000) / 1000);
/** A percentage as Peppol writes it: at most two decimals, no trailing zeros. */
const percentText = (percent: number) => String(Math.round(percent * 100) / 100);

/** A cbc element with its text, left out when the text is empty. */
function basic(parent: XMLBuilder, name: string, text: string | null | undefined, attributes?: Record<string, string>) {
  if (text === null || text === undefined || text.trim() === "") return;
  parent.ele(CBC, `cbc:${name}`, attributes).txt(text);
}
const aggregate = (parent: XMLBuilder, name: string) => parent.ele(CAC, `cac:${name}`);
const amount = (parent: XMLBuilder, name: string, ore: number) =>
  basic(parent, name, money(ore), { currencyID: CURRENCY });

function address(parent: XMLBuilder, name: string, value: InvoiceAddress | null, fallbackCountry = "SE") {
  const node = aggregate(parent, name);
  basic(node, "StreetName", value?.street);
  basic(node, "CityName", value?.city);
  basic(node, "PostalZone", value?.postcode);
  basic(aggregate(node, "Country"), "IdentificationCode", value?.country || fallbackCountry);
}

function taxCategory(parent: XMLBuilder, name: string, rate: number) {
  const node = aggregate(parent, name);
  basic(node, "ID", vatCategoryOf(rate));
  basic(node, "Percent", percentText(rate));
  basic(aggregate(node, "TaxScheme"), "ID", "VAT");
}

function seller(root: XMLBuilder, { info, endpoint, orgNumber }: InvoiceSeller) {
  const party = aggregate(aggregate(root, "AccountingSupplierParty"), "Party");
  basic(party, "EndpointID", endpoint.id, { schemeID: endpoint.scheme });
  if (info.gln) basic(aggregate(party, "PartyIdentification"), "ID", info.gln, { schemeID: "0088" });
  basic(aggregate(party, "PartyName"), "Name", info.name);
  address(
    party,
    "PostalAddress",
    { street: info.address, postcode: info.zipCode || null, city: info.city, country: "" },
    "SE",
  );
  if (info.vatNumber) {
    const vat = aggregate(party, "PartyTaxScheme");
    basic(vat, "CompanyID", info.vatNumber);
    basic(aggregate(vat, "TaxScheme"), "ID", "VAT");
  }
  if (info.taxText) {
    const tax = aggregate(party, "PartyTaxScheme");
    basic(tax, "CompanyID", info.taxText);
    basic(aggregate(tax, "TaxScheme"), "ID", "TAX");
  }
  const legal = aggregate(party, "PartyLegalEntity");
  basic(legal, "RegistrationName", info.name);
  if (orgNumber) basic(legal, "CompanyID", orgNumber, { schemeID: "0007" });
  if (info.phone || info.adminEmail) {
    const contact = aggregate(party, "Contact");
    basic(contact, "Telephone", info.phone);
    basic(contact, "ElectronicMail", info.adminEmail);
  }
}

function buyer(root: XMLBuilder, value: InvoiceBuyer) {
  const party = aggregate(aggregate(root, "AccountingCustomerParty"), "Party");
  basic(party, "EndpointID", value.endpoint.id, { schemeID: value.endpoint.scheme });
  if (value.gln) basic(aggregate(party, "PartyIdentification"), "ID", value.gln, { schemeID: "0088" });
  basic(aggregate(party, "PartyName"), "Name", value.name);
  address(party, "PostalAddress", value.address);
  if (value.vatNumber) {
    const vat = aggregate(party, "PartyTaxScheme");
    basic(vat, "CompanyID", value.vatNumber);
    basic(aggregate(vat, "TaxScheme"), "ID", "VAT");
  }
  const legal = aggregate(party, "PartyLegalEntity");
  basic(legal, "RegistrationName", value.name);
  if (value.orgNumber) basic(legal, "CompanyID", value.orgNumber, { schemeID: "0007" });
}

function invoiceLine(root: XMLBuilder, line: OrderLine, index: number) {
  const unit = peppolUnits[line.unitCode];
  const node = aggregate(root, "InvoiceLine");
  basic(node, "ID", String(index + 1));
  basic(node, "InvoicedQuantity", quantityText(line.quantity * unit.per), { unitCode: unit.code });
  amount(node, "LineExtensionAmount", line.netOre);
  if (line.allowanceOre > 0) {
    const allowance = aggregate(node, "AllowanceCharge");
    basic(allowance, "ChargeIndicator", "false");
    basic(allowance, "AllowanceChargeReasonCode", "95");
    basic(allowance, "AllowanceChargeReason", "Discount");
    basic(allowance, "MultiplierFactorNumeric", percentText(line.discountPercent));
    amount(allowance, "Amount", line.allowanceOre);
    amount(allowance, "BaseAmount", line.lineOre);
  }
  const item = aggregate(node, "Item");
  const name = line.product?.name || line.description;
  if (line.description && line.description !== name) basic(item, "Description", line.description);
  basic(item, "Name", name.slice(0, 200));
  if (line.product?.number) basic(aggregate(item, "SellersItemIdentification"), "ID", line.product.number);
  taxCategory(item, "ClassifiedTaxCategory", line.vatRate);
  const price = aggregate(node, "Price");
  amount(price, "PriceAmount", line.unitPriceOre);
  if (unit.per !== 1) basic(price, "BaseQuantity", String(unit.per), { unitCode: unit.code });
}

/** The order's invoice as UBL XML (UTF-8). */
export function ublInvoice(input: InvoiceInput): string {
  const root = create({ version: "1.0", encoding: "UTF-8" })
    .ele(INVOICE, "Invoice")
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cac", CAC)
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cbc", CBC);
  basic(root, "CustomizationID", PEPPOL_CUSTOMIZATION_ID);
  basic(root, "ProfileID", PEPPOL_PROFILE_ID);
  basic(root, "ID", String(input.number));
  basic(root, "IssueDate", input.issuedOn);
  basic(root, "DueDate", input.dueOn);
  basic(root, "InvoiceTypeCode", "380");
  basic(root, "DocumentCurrencyCode", CURRENCY);
  basic(root, "BuyerReference", input.buyerReference);
  seller(root, input.seller);
  buyer(root, input.buyer);
  if (input.deliveredOn || input.deliveryAddress) {
    const delivery = aggregate(root, "Delivery");
    basic(delivery, "ActualDeliveryDate", input.deliveredOn);
    if (input.deliveryAddress) address(aggregate(delivery, "DeliveryLocation"), "Address", input.deliveryAddress);
  }
  const { info } = input.seller;
  if (info.paymentAccount) {
    const means = aggregate(root, "PaymentMeans");
    basic(means, "PaymentMeansCode", "30");
    basic(means, "PaymentID", String(input.number));
    const account = aggregate(means, "PayeeFinancialAccount");
    basic(account, "ID", info.paymentAccount.replace(/\s+/g, ""));
    basic(account, "Name", info.bank);
  }
  if (info.termsOfPayment) basic(aggregate(root, "PaymentTerms"), "Note", info.termsOfPayment);
  const tax = aggregate(root, "TaxTotal");
  amount(tax, "TaxAmount", input.totals.vatOre);
  for (const rate of input.totals.vat) {
    const subtotal = aggregate(tax, "TaxSubtotal");
    amount(subtotal, "TaxableAmount", rate.baseOre);
    amount(subtotal, "TaxAmount", rate.vatOre);
    taxCategory(subtotal, "TaxCategory", rate.rate);
  }
  const sums = aggregate(root, "LegalMonetaryTotal");
  amount(sums, "LineExtensionAmount", input.totals.netOre);
  amount(sums, "TaxExclusiveAmount", input.totals.netOre);
  amount(sums, "TaxInclusiveAmount", input.totals.grossOre);
  amount(sums, "PayableAmount", input.totals.grossOre);
  for (const [index, line] of input.lines.entries()) invoiceLine(root, line, index);
  return root.end({ prettyPrint: true });
}
