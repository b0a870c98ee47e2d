/**
* | output |
* | --- |
* | "Add your KRA PIN under Profile → Settings → Tax details: KRA asks Nafasi to withhold tax from your payouts, and they wait until it is there." |
*
* @param {Earnings_Needs_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_needs_pin: ((inputs?: Earnings_Needs_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Needs_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Needs_PinInputs = {};
