/** Import and export of the customer list (issue 45): the list page's toolbar mounts these. */
export { ExportMenu } from "./components/export-menu";
export { ImportButton } from "./components/import-button";
