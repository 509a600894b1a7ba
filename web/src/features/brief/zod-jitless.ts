// Zod 4 compiles object schemas with `new Function` when it can, and probes for that at the
// first z.object(). The site's Content-Security-Policy forbids eval, so the probe would show up
// as a CSP violation in every brief page. Jitless mode skips the probe; the lead's six short
// strings validate just as fast without it.
import { z } from "zod";

z.config({ jitless: true });
