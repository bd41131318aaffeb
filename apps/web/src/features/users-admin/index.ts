export { AccessEvents } from "./components/access-events";
