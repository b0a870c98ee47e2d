/**
* | output |
* | --- |
* | "Earned {payout} in all: {subtotal} of bookings and {vat} of VAT you charged, less Nafasi's {percent}% fee ({fee}); {sent} sent to you." |
*
* @param {Earnings_Earned_Host_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned_host_vat: ((inputs: Earnings_Earned_Host_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Earned_Host_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Earned_Host_VatInputs = {
    payout: NonNullable<unknown>;
    subtotal: NonNullable<unknown>;
    vat: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    sent: NonNullable<unknown>;
};
