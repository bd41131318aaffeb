/** What app/ composes from the customers feature (its screens are mounted by the router from routes/). */
export { CustomerSelect } from "./components/customer-select";
