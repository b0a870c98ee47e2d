/**
* | output |
* | --- |
* | "Nafasi still owes you {amount} in earnings: wait for your payout." |
*
* @param {Privacy_Settle_Earnings_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_earnings_owed: ((inputs: Privacy_Settle_Earnings_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_Earnings_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_Earnings_OwedInputs = {
    amount: NonNullable<unknown>;
};
