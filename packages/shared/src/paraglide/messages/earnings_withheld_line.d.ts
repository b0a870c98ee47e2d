/**
* | output |
* | --- |
* | "{withheld} of withholding tax ({percent}%) is deducted from your payouts and paid to KRA for you." |
*
* @param {Earnings_Withheld_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_withheld_line: ((inputs: Earnings_Withheld_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Withheld_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Withheld_LineInputs = {
    withheld: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
