/**
* | output |
* | --- |
* | "Earned {payout} in all: {subtotal} of bookings and {vat} of VAT you charged, less Nafasi's {percent}% fee ({fee}) and the VAT on it ({feeVat}); {sent} sent t..." |
*
* @param {Earnings_Earned_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned_vat: ((inputs: Earnings_Earned_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Earned_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Earned_VatInputs = {
    payout: NonNullable<unknown>;
    subtotal: NonNullable<unknown>;
    vat: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    feeVat: NonNullable<unknown>;
    sent: NonNullable<unknown>;
};
