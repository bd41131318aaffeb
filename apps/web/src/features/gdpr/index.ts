/** What app/ composes from the GDPR feature. */
export { MemberGdprSection } from "./components/member-gdpr-section";
export { OwnDataCard } from "./components/own-data-card";
