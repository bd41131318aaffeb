/** What app/ composes from the products feature: the price check, placed on the customer page too; the side menu asks whether a guest may ask for services. */

export { useServiceRequestAccess } from "./api/request-service";
export { PriceCheckPanel } from "./components/price-check-panel";
