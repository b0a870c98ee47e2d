/**
* | output |
* | --- |
* | "That M-Pesa transaction code has already been used for another booking." |
*
* @param {Booking_Mpesa_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_mpesa_code_used: ((inputs?: Booking_Mpesa_Code_UsedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Mpesa_Code_UsedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Mpesa_Code_UsedInputs = {};
