export { revokeTokensOfUser } from "./api-tokens.queries";
