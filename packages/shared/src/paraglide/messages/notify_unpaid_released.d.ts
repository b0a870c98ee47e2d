/**
* | output |
* | --- |
* | "Unpaid bookings are released when their hold ends." |
*
* @param {Notify_Unpaid_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_unpaid_released: ((inputs?: Notify_Unpaid_ReleasedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Unpaid_ReleasedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Unpaid_ReleasedInputs = {};
