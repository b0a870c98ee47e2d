/**
* | output |
* | --- |
* | "Month" |
*
* @param {Earnings_Statement_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_statement_month: ((inputs?: Earnings_Statement_MonthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Statement_MonthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Statement_MonthInputs = {};
