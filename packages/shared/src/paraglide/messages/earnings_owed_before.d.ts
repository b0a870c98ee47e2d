/**
* | output |
* | --- |
* | "You are owed" |
*
* @param {Earnings_Owed_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_before: ((inputs?: Earnings_Owed_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Owed_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Owed_BeforeInputs = {};
