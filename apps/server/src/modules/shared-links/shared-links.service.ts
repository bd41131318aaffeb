export { listLinks } from "./shared-links.queries";
