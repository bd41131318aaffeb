/** What app/ composes from the orders feature (its list screen is mounted by the router from routes/). */
export { NewOrderButton } from "./components/new-order-button";
export { ObjectOrder } from "./components/object-order";
