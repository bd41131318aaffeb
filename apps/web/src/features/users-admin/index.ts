export { AccessEvents } from "./components/access-events";
export { UserPage } from "./routes/user-page";
export { UsersPage } from "./routes/users-page";
