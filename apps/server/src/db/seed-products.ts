import {
  allPermissions,
  customerQuerySchema,
  type EnabledFeatures,
  type ProductCreate,
  productCreateSchema,
} from "@app/contract";
import { listStatuses } from "../modules/customers/customer-statuses.service";
import { listCustomers } from "../modules/customers/customers.service";
import * as priceLists from "../modules/price-lists/price-lists.service";
import { createService } from "../modules/products/company-services.service";
import { createCategory } from "../modules/products/product-categories.service";
import { createProduct } from "../modules/products/products.service";
import type { Database } from "./client";
import { demoTenant } from "./seed-support";

/*
 * The demo catalogue of Nordisk Handel (issue 46, item 6; docs/products.md): about sixty products of
 * all seven types in a two-level category tree, several units, three price lists (the default, a
 * "Storkund" list for the customer status Aktiv, and one customer's own with quantity breaks) and
 * the company's services. Made through the modules' services, as a client would.
 */

type Item = Omit<ProductCreate, "categoryId"> & { category: string };

const categories: [string, string[]][] = [
  ["Livsmedel", ["Frukt och grönt", "Kyl och frys"]],
  ["Bygg", ["Virke", "Järnhandel"]],
  ["Trädgård", ["Växter"]],
  ["Djur", ["Livdjur"]],
  ["Transport", []],
  ["Tjänster", []],
];

const kr = (kronor: number) => Math.round(kronor * 100);

const products: Item[] = [
  // simple
  ...[
    ["Äpplen Ingrid Marie", "KGM", 29.9, 12],
    ["Päron Conference", "KGM", 34.9, 12],
    ["Morötter", "KGM", 14.9, 12],
    ["Potatis fast", "KGM", 12.5, 12],
    ["Lök gul", "KGM", 16.9, 12],
    ["Jordgubbar", "KGM", 89, 12],
  ].map(([name, unitCode, price, vatRate]) => ({
    name: name as string,
    unitCode: unitCode as "KGM",
    salesPriceOre: kr(price as number),
    purchasePriceOre: kr((price as number) * 0.6),
    vatRate: vatRate as 12,
    category: "Frukt och grönt",
  })),
  ...[
    ["Mjölk 3 %", "LTR", 15.9],
    ["Grädde 40 %", "LTR", 49.9],
    ["Smör 500 g", "PCE", 64.9],
    ["Glass vanilj", "LTR", 39.9],
  ].map(([name, unitCode, price]) => ({
    name: name as string,
    unitCode: unitCode as "LTR",
    salesPriceOre: kr(price as number),
    vatRate: 12 as const,
    category: "Kyl och frys",
  })),
  ...[
    ["Regel 45×95 C24", "MTR", 32.5],
    ["Läkt 25×48", "MTR", 8.9],
    ["Plywood 12 mm", "MTK", 189],
    ["Trall 28×120 tryckimpregnerad", "MTR", 24.9],
    ["Gipsskiva 13 mm", "MTK", 59],
    ["Isolering 95 mm", "MTK", 69],
  ].map(([name, unitCode, price]) => ({
    name: name as string,
    unitCode: unitCode as "MTR",
    salesPriceOre: kr(price as number),
    purchasePriceOre: kr((price as number) * 0.55),
    category: "Virke",
  })),
  ...[
    ["Skruv trä 4,2×55 (200 st)", 129],
    ["Spik varmförzinkad 75 mm, 1 kg", 89],
    ["Vinkelbeslag 90×90", 19.9],
    ["Gångjärn 100 mm", 49],
    ["Bits PZ2 (10 st)", 59],
  ].map(([name, price]) => ({
    name: name as string,
    unitCode: "PCS" as const,
    salesPriceOre: kr(price as number),
    category: "Järnhandel",
  })),
  { name: "Sand 0–8 mm", unitCode: "TNE", salesPriceOre: kr(395), category: "Bygg" },
  { name: "Makadam 16–32 mm", unitCode: "MTQ", salesPriceOre: kr(520), category: "Bygg" },
  { name: "Ved björk", unitCode: "MTQ", salesPriceOre: kr(895), category: "Bygg" },
  { name: "Hyra pallyftare", unitCode: "MONTH", salesPriceOre: kr(1_450), category: "Bygg" },
  { name: "Böcker om trädgård", unitCode: "PCE", salesPriceOre: kr(249), vatRate: 6, category: "Trädgård" },
  // delivery and distribution
  ...(
    [
      ["Hemleverans kyl", "delivery", "kyl", 149, 5_000],
      ["Hemleverans fryst", "delivery", "fryst", 179, 5_000],
      ["Leverans byggmaterial", "delivery", "normal", 695, 500_000],
      ["Returhämtning pall", "delivery", "retur", 250, 25_000],
      ["Distribution kylbil, per stopp", "distribution", "kyl", 390, null],
      ["Distribution ADR-gods", "distribution", "adr", 1_250, null],
      ["Importhantering", "distribution", "import", 850, null],
      ["Exportfrakt pall", "distribution", "export", 1_450, 800_000],
    ] as const
  ).map(([name, type, distributionType, price, weightGrams]) => ({
    name,
    type,
    distributionType,
    weightGrams,
    unitCode: type === "distribution" && name.includes("stopp") ? ("STOPP" as const) : ("PCS" as const),
    salesPriceOre: kr(price),
    category: "Transport",
  })),
  { name: "Körning per mil", unitCode: "MIL", salesPriceOre: kr(185), category: "Transport" },
  { name: "Lass jord", unitCode: "LASS", salesPriceOre: kr(1_900), category: "Transport" },
  { name: "Lastbil heldag", unitCode: "DAG", salesPriceOre: kr(7_900), category: "Transport" },
  // plant
  ...(
    [
      ["Äppelträd Aroma", "SELL", 495],
      ["Tujahäck 80 cm", "SELL", 89],
      ["Julgran nordmannsgran", "BOTH", 449],
      ["Plantskola: upphämtning av plantor", "COLLECT", 0],
      ["Rhododendron", "SELL", 329],
      ["Pelargon", "BOTH", 59],
    ] as const
  ).map(([name, plantType, price]) => ({
    name,
    type: "plant" as const,
    plantType,
    salesPriceOre: kr(price),
    category: "Växter",
  })),
  // configurable
  {
    name: "Arbetsjacka",
    type: "configurable",
    salesPriceOre: kr(899),
    category: "Järnhandel",
    options: [
      {
        name: "Storlek",
        choices: [{ name: "S" }, { name: "M" }, { name: "L" }, { name: "XL", priceChangeOre: kr(50) }],
      },
      { name: "Färg", choices: [{ name: "Svart" }, { name: "Varselgul", priceChangeOre: kr(100) }] },
    ],
  },
  {
    name: "Altantrappa",
    type: "configurable",
    salesPriceOre: kr(2_490),
    category: "Virke",
    options: [
      {
        name: "Steg",
        choices: [
          { name: "3 steg" },
          { name: "4 steg", priceChangeOre: kr(400) },
          { name: "5 steg", priceChangeOre: kr(750) },
        ],
      },
      { name: "Material", choices: [{ name: "Furu" }, { name: "Lärk", priceChangeOre: kr(900) }] },
    ],
  },
  {
    name: "Fruktkorg till kontoret",
    type: "configurable",
    salesPriceOre: kr(395),
    category: "Frukt och grönt",
    vatRate: 12,
    options: [{ name: "Storlek", choices: [{ name: "Liten" }, { name: "Stor", priceChangeOre: kr(200) }] }],
  },
  {
    name: "Förråd 6 m²",
    type: "configurable",
    salesPriceOre: kr(24_900),
    category: "Bygg",
    options: [
      { name: "Tak", choices: [{ name: "Papp" }, { name: "Plåt", priceChangeOre: kr(3_500) }] },
      { name: "Golv", choices: [{ name: "Utan" }, { name: "Med golv", priceChangeOre: kr(2_200) }] },
    ],
  },
  // beast
  ...(
    [
      ["Slaktsvin", "perWeight", "TNE", 19_500, "Gris"],
      ["Kalv", "perAnimal", "PCS", 9_800, "Nöt"],
      ["Lamm", "perWeight", "KGM", 62, "Får"],
      ["Värphöna", "perAnimal", "PCS", 120, "Höns"],
      ["Ungtjur", "perWeight", "KGM", 38, "Nöt"],
    ] as const
  ).map(([name, beastPricing, unitCode, price, species]) => ({
    name,
    type: "beast" as const,
    beastPricing,
    unitCode,
    species,
    salesPriceOre: kr(price),
    category: "Livdjur",
  })),
  // service
  ...(
    [
      ["Montering", 60, "HUR", 650],
      ["Konsultation trädgård", 90, "HOUR", 850],
      ["Kyldiskservice", 120, "HUR", 1_150],
      ["Inventering", 240, "HUR", 595],
      ["Plantering av häck", 480, "DAG", 4_900],
      ["Utbildning truck", 480, "DAG", 3_500],
      ["Månadsservice kylrum", 60, "MONTH", 1_990],
    ] as const
  ).map(([name, durationMinutes, unitCode, price]) => ({
    name,
    type: "service" as const,
    durationMinutes,
    unitCode,
    salesPriceOre: kr(price),
    category: "Tjänster",
  })),
  { name: "Kilometerersättning", unitCode: "KM", salesPriceOre: kr(25), category: "Transport" },
  { name: "Fast avgift", unitCode: "SEK", salesPriceOre: 100, category: "Tjänster" },
];

/** Seeds the catalogue of one demo company (numbers 1001 and on, from its own sequence). */
export async function seedProducts(
  db: Database,
  company: { companyId: string; admin: string; features: EnabledFeatures },
) {
  const tenant = demoTenant(db, company)(company.admin, allPermissions);
  await tenant.run(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const [name, children] of categories) {
      const parent = await createCategory(tx, tenant, { name, parentId: null });
      categoryIds.set(name, parent.id);
      for (const child of children) {
        categoryIds.set(child, (await createCategory(tx, tenant, { name: child, parentId: parent.id })).id);
      }
    }
    const made = new Map<string, { id: string; salesPriceOre: number; type: string }>();
    for (const [i, { category, ...item }] of products.entries()) {
      const input = productCreateSchema.parse({
        ...item,
        number: String(1001 + i),
        categoryId: categoryIds.get(category),
      });
      made.set(item.name, await createProduct(tx, tenant, input));
    }
    const product = (name: string) => {
      const found = made.get(name);
      if (!found) throw new Error(`demo product ${name} missing`);
      return found;
    };

    // The default list: a few prices of its own, 5 % off fruit and vegetables.
    const standard = await priceLists.createPriceList(tx, tenant, {
      name: "Standardpris 2026",
      description: "Priser för alla kunder som inte har egna.",
      validFrom: "2026-01-01",
      validTo: null,
      customerId: null,
      customerStatusId: null,
      isDefault: true,
    });
    for (const [name, factor] of [
      ["Regel 45×95 C24", 0.95],
      ["Plywood 12 mm", 0.95],
      ["Hemleverans kyl", 1],
    ] as const) {
      const p = product(name);
      await priceLists.setItem(tx, tenant, standard.id, p.id, {
        priceOre: Math.round(p.salesPriceOre * factor),
        breaks: [],
      });
    }
    await priceLists.setDiscount(tx, tenant, standard.id, categoryIds.get("Frukt och grönt") ?? "", { percent: 5 });

    // "Storkund" for the customers with the status Aktiv: category discounts and quantity breaks on timber.
    const active = (await listStatuses(tx, tenant)).find((status) => status.name === "Aktiv");
    if (active) {
      const storkund = await priceLists.createPriceList(tx, tenant, {
        name: "Storkund",
        description: "Aktiva kunder: rabatt på bygg och livsmedel.",
        validFrom: null,
        validTo: null,
        customerId: null,
        customerStatusId: active.id,
        isDefault: false,
      });
      await priceLists.setDiscount(tx, tenant, storkund.id, categoryIds.get("Bygg") ?? "", { percent: 10 });
      await priceLists.setDiscount(tx, tenant, storkund.id, categoryIds.get("Livsmedel") ?? "", { percent: 7.5 });
      const regel = product("Regel 45×95 C24");
      await priceLists.setItem(tx, tenant, storkund.id, regel.id, {
        priceOre: kr(29),
        breaks: [
          { fromQuantity: 100, priceOre: kr(27) },
          { fromQuantity: 500, priceOre: kr(25) },
        ],
      });
    }

    // One customer's own list, with quantity breaks on the work jacket and the stairs.
    const [first] = await listCustomers(tx, tenant, customerQuerySchema.parse({ sort: "number", limit: "1" }));
    if (first) {
      const own = await priceLists.createPriceList(tx, tenant, {
        name: `Avtalspris ${first.name}`,
        description: "Ramavtal 2026.",
        validFrom: "2026-01-01",
        validTo: "2026-12-31",
        customerId: first.id,
        customerStatusId: null,
        isDefault: false,
      });
      const jacket = product("Arbetsjacka");
      await priceLists.setItem(tx, tenant, own.id, jacket.id, {
        priceOre: kr(799),
        breaks: [
          { fromQuantity: 10, priceOre: kr(749) },
          { fromQuantity: 20, priceOre: kr(699) },
        ],
      });
      const stairs = product("Altantrappa");
      await priceLists.setItem(tx, tenant, own.id, stairs.id, {
        priceOre: kr(2_290),
        breaks: [{ fromQuantity: 5, priceOre: kr(2_090) }],
      });
    }

    // The company's services: the service products, most of them published.
    for (const [position, name] of [
      "Montering",
      "Konsultation trädgård",
      "Kyldiskservice",
      "Plantering av häck",
    ].entries()) {
      await createService(tx, tenant, {
        productId: product(name).id,
        publicDescription: `${name} av Nordisk Handels egen personal. Beställ via portalen.`,
        published: position < 3,
        position,
      });
    }
  });
}
