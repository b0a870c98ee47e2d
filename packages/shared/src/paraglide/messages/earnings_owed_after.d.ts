/**
* | output |
* | --- |
* | "from {subtotal} of bookings, after Nafasi's {percent}% fee ({fee})." |
*
* @param {Earnings_Owed_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_after: ((inputs: Earnings_Owed_AfterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Owed_AfterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Owed_AfterInputs = {
    subtotal: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
