/**
* | output |
* | --- |
* | "M-Pesa refused it; it is sent again {when}" |
*
* @param {Earnings_Retry_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_retry_at: ((inputs: Earnings_Retry_AtInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Retry_AtInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Retry_AtInputs = {
    when: NonNullable<unknown>;
};
