/**
* | output |
* | --- |
* | "A payment request is already on your phone: enter your M-Pesa PIN there. If it has gone, wait a minute and send a new one." |
*
* @param {Mpesa_Push_In_FlightInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_push_in_flight: ((inputs?: Mpesa_Push_In_FlightInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Push_In_FlightInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Push_In_FlightInputs = {};
