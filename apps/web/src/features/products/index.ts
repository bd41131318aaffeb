/** What app/ composes from the products feature: the price check, placed on the customer page too. */
export { PriceCheckPanel } from "./components/price-check-panel";
