/** What app/ composes from the units feature. */
export { UnitListPage } from "./routes/unit-list-page";
export { UnitPage } from "./routes/unit-page";
