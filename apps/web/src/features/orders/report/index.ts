/** What app/ composes of the order report (the order page places it under the order's lines). */
export { OrderReport } from "./components/order-report";
