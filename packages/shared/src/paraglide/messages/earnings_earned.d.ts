/**
* | output |
* | --- |
* | "Earned {payout} in all from {subtotal} of bookings, after Nafasi's {percent}% fee ({fee}); {sent} sent to you." |
*
* @param {Earnings_EarnedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned: ((inputs: Earnings_EarnedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_EarnedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_EarnedInputs = {
    payout: NonNullable<unknown>;
    subtotal: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    sent: NonNullable<unknown>;
};
