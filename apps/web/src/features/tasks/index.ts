/** What app/ composes from the tasks feature. */
export { ObjectTasks } from "./components/object-tasks";
export { TaskEditorHost } from "./components/task-editor-host";
