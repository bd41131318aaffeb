/** What app/ composes from the plants feature (its planning screen is mounted by the router from routes/). */
export { CustomerPlants } from "./components/customer-plants";
export { ObjectPlant } from "./components/object-plant";
