/** What app/ composes from the skills feature. */
export { ObjectSkills } from "./components/object-skills";
