/** What app/ composes from the order subscriptions feature (its list screen is mounted by the router from routes/). */
export { ObjectSubscription } from "./components/object-subscription";
