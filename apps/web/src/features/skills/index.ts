/** What app/ composes from the skills feature. */
export { ObjectSkills } from "./components/object-skills";
export { KnowledgeUnitsPage } from "./routes/knowledge-units-page";
export { SkillsListPage } from "./routes/skills-list-page";
export { SkillsPage } from "./routes/skills-page";
