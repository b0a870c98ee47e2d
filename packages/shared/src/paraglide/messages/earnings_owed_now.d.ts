/**
* | output |
* | --- |
* | "now, as Nafasi's accounts show." |
*
* @param {Earnings_Owed_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_now: ((inputs?: Earnings_Owed_NowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Owed_NowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Owed_NowInputs = {};
