/**
* | output |
* | --- |
* | "Booking {reference} owes nothing now: choose another." |
*
* @param {Bank_Booking_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_booking_not_payable: ((inputs: Bank_Booking_Not_PayableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Booking_Not_PayableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Booking_Not_PayableInputs = {
    reference: NonNullable<unknown>;
};
