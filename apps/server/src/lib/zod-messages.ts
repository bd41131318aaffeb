import { z } from "zod/mini";

// zod/mini carries no messages (every issue would read "Invalid input"): the API's validation
// errors and the configuration's errors name zod's English ones.
z.config(z.locales.en());
