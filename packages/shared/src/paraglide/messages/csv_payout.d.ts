/**
* | output |
* | --- |
* | "Payout (KSH)" |
*
* @param {Csv_PayoutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout: ((inputs?: Csv_PayoutInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_PayoutInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_PayoutInputs = {};
