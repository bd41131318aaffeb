/** What app/ composes from the products feature: the price check, placed on the customer page too (the side menu imports `api/service-access` by file). */

export { PriceCheckPanel } from "./components/price-check-panel";
